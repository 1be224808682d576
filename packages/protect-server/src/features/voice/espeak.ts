import { spawn } from "node:child_process";
import type { Speech, VoiceEngine } from "./engine.ts";
import { finalizeWav } from "./wav.ts";

const TIMEOUT_MS = 20_000;
const MAX_OUTPUT = 50 * 1024 * 1024;

/**
 * espeak-ng (Debian package `espeak-ng`) as the embedded engine: the text goes in on stdin (never
 * on the command line), a WAV comes back on stdout. No network, robotic but clear.
 */
export function espeakEngine(options: { command?: string; voices?: readonly string[] } = {}): VoiceEngine {
  const command = options.command ?? "espeak-ng";
  const voices = options.voices ?? ["de", "en-us"];
  return {
    name: "espeak-ng",
    voices,
    synthesize(text, voice): Promise<Speech> {
      if (!voices.includes(voice)) return Promise.reject(new Error(`Unknown espeak-ng voice "${voice}"`));
      return new Promise((resolve, reject) => {
        const child = spawn(command, ["--stdout", "-b", "1", "-v", voice], { stdio: ["pipe", "pipe", "pipe"] });
        const chunks: Buffer[] = [];
        let size = 0;
        let stderr = "";
        const timer = setTimeout(() => child.kill("SIGKILL"), TIMEOUT_MS);
        child.stdout.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_OUTPUT) child.kill("SIGKILL");
          else chunks.push(chunk);
        });
        child.stderr.on("data", (chunk: Buffer) => {
          stderr += chunk.toString();
        });
        child.on("error", (error) => {
          clearTimeout(timer);
          reject(new Error(`Cannot run ${command}: ${error.message}`));
        });
        child.on("close", (code, signal) => {
          clearTimeout(timer);
          if (code !== 0) {
            reject(new Error(`${command} failed (${signal ?? `exit ${code}`}): ${stderr.trim().slice(0, 200)}`));
            return;
          }
          try {
            const { audio, info } = finalizeWav(Buffer.concat(chunks));
            resolve({ audio, seconds: info.seconds });
          } catch (error) {
            reject(error);
          }
        });
        child.stdin.on("error", () => undefined);
        child.stdin.end(text);
      });
    },
  };
}
