import { chmod, rm } from "node:fs/promises";
import { connect, createServer, type Server, type Socket } from "node:net";
import type { Agent } from "../agent/agent.ts";
import { CompanionError } from "../companion/companion-client.ts";
import { type AgentStatus, type ControlAnswer, controlRequest, MAX_REQUEST_BYTES } from "./control-protocol.ts";

export interface ControlServerOptions {
  /** Unix socket path or Windows named pipe. */
  readonly path: string;
}

/** Serves the control protocol for `agent`; every command ends with a tick so the answer is current. */
export async function startControlServer(
  agent: Agent,
  options: ControlServerOptions,
): Promise<{ close(): Promise<void> }> {
  const status = async (): Promise<AgentStatus> => {
    const result = await agent.tick();
    return {
      phase: result.decision.phase,
      uninstallAllowed: result.decision.uninstallAllowed,
      releaseAt: await agent.releaseAt(),
      error: result.error,
    };
  };
  const answer = async (line: string): Promise<ControlAnswer> => {
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      return { ok: false, error: "invalid_input", message: "The request is not JSON" };
    }
    const request = controlRequest.safeParse(json);
    if (!request.success) return { ok: false, error: "invalid_input", message: "Unknown or malformed command" };
    try {
      if (request.data.command === "pair") await agent.pair(request.data.code);
      if (request.data.command === "release") await agent.requestRelease();
      if (request.data.command === "cancel-release") await agent.cancelRelease();
      return { ok: true, status: await status() };
    } catch (error) {
      if (error instanceof CompanionError) return { ok: false, error: error.code, message: error.message };
      return { ok: false, error: "internal", message: (error as Error).message };
    }
  };
  const server: Server = createServer((socket: Socket) => {
    let buffer = "";
    let queue = Promise.resolve();
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      if (buffer.length > MAX_REQUEST_BYTES && !buffer.includes("\n")) {
        socket.end(`${JSON.stringify({ ok: false, error: "invalid_input", message: "Request too large" })}\n`);
        return;
      }
      let end = buffer.indexOf("\n");
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 1);
        end = buffer.indexOf("\n");
        queue = queue.then(async () => {
          const reply = await answer(line);
          if (!socket.destroyed) socket.write(`${JSON.stringify(reply)}\n`);
        });
      }
    });
    socket.on("error", () => socket.destroy());
  });
  if (process.platform !== "win32") await rm(options.path, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.path, resolve);
  });
  // The app runs as the user: every local user may ask for status, pair, or start a release.
  if (process.platform !== "win32") await chmod(options.path, 0o666);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/** A client of the control protocol (the CLI's pair/status/release; the Rust shell does the same). */
export function sendControl(path: string, request: object): Promise<ControlAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let buffer = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf("\n");
      if (end >= 0) {
        socket.end();
        resolve(JSON.parse(buffer.slice(0, end)) as ControlAnswer);
      }
    });
    socket.on("error", reject);
  });
}
