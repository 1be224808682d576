// fdWriter against real pipes in child processes: a reader that leaves early, and a pipe the process
// has made non-blocking (Node's own stdout stream does that), where a write can only be partial.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";

const module = new URL("./fd-output.ts", import.meta.url).href;

/** Runs `body` in a child Node with `fdWriter` imported; resolves with its exit and stderr. */
function child(body: string, onStdout: (child: ReturnType<typeof spawn>) => void) {
  const script = `const { fdWriter } = await import(${JSON.stringify(module)});\n${body}`;
  const proc = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  proc.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  onStdout(proc);
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    proc.once("close", (code) => resolve({ code, stderr })),
  );
}

describe("fdWriter", () => {
  it("ends quietly when the reader goes away (EPIPE), instead of failing the command", async () => {
    const result = await child(
      `const out = fdWriter(1, () => process.stdout);
       for (let i = 0; i < 2000; i++) out.write("line " + i + " " + "x".repeat(1000) + "\\n");
       process.stderr.write("done\\n");`,
      (proc) => proc.stdout!.once("data", () => proc.stdout!.destroy()),
    );
    expect(result).toEqual({ code: 0, stderr: "done\n" });
  });

  it("hands the rest to the stream when the pipe is non-blocking, keeping every byte in order", async () => {
    const lines = 4_000;
    let received = "";
    const result = await child(
      `void process.stdout.isTTY; // creates the stream, which makes fd 1 non-blocking
       const out = fdWriter(1, () => process.stdout);
       for (let i = 0; i < ${lines}; i++) out.write("line " + i + " " + "é".repeat(200) + "\\n");
       await out.flush();
       process.exit(0);`,
      (proc) => {
        // A slow reader: the pipe fills and a synchronous write meets EAGAIN.
        proc.stdout!.pause();
        setTimeout(() => {
          proc.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
            received += chunk;
          });
          proc.stdout!.resume();
        }, 200);
      },
    );
    expect(result).toEqual({ code: 0, stderr: "" });
    const got = received.split("\n").filter(Boolean);
    expect(got).toHaveLength(lines);
    expect(got.every((line, i) => line === `line ${i} ${"é".repeat(200)}`)).toBe(true);
  });
});
