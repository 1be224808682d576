import { type ChildProcess, execFile, spawn } from "node:child_process";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it, vi } from "vitest";
import { captureIo, makeProject, waitFor } from "../../../test/hub-fixture.ts";
import { readConfig } from "../../core/config.ts";
import { init } from "./init.ts";
import { serve, startHub } from "./serve.ts";
import { token } from "./token.ts";

const run = promisify(execFile);
const main = join(import.meta.dirname, "../main.ts");
// Several tests start `hub` processes; on a loaded machine that takes longer than the 5 s default.
vi.setConfig({ testTimeout: 30_000 });
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function project() {
  const created = await makeProject("demo");
  cleanups.push(created.cleanup);
  return created.projectDir;
}

describe("hub init", () => {
  it("creates config, entity folders, a private token and a .gitignore that covers it", async () => {
    const dir = await project();
    expect(await readConfig(dir)).toEqual({
      name: "demo",
      id: expect.stringMatching(/^[\w-]{16}$/),
      roles: { architect: { preferredAgent: "architect" } },
    });
    for (const folder of ["tasks", "handoffs", "decisions", "memory", "messages", "asks"]) {
      expect((await stat(join(dir, ".hub", folder))).isDirectory()).toBe(true);
    }
    expect((await stat(join(dir, ".hub/token"))).mode & 0o077).toBe(0);
    expect((await readFile(join(dir, ".hub/.gitignore"), "utf8")).split("\n")).toContain("token");
  });

  it("keeps the config and token when run again", async () => {
    const dir = await project();
    const before = await readFile(join(dir, ".hub/token"), "utf8");
    const io = captureIo(dir);
    const result = await init({ name: "other", dir }, io);
    expect(result.created).toBe(false);
    expect(result.config.name).toBe("demo");
    expect(await readFile(join(dir, ".hub/token"), "utf8")).toBe(before);
  });
});

describe("hub token", () => {
  it("prints the file's token, or HUB_TOKEN when set", async () => {
    const dir = await project();
    const io = captureIo(join(dir, ".hub"));
    const value = await token({}, io);
    expect(io.out).toEqual([`${value}\n`]);
    const envIo = captureIo(dir, { HUB_TOKEN: "override" });
    expect(await token({ dir }, envIo)).toBe("override");
  });

  it("fails outside a project with exit code 5 (not found)", async () => {
    const result = await run(process.execPath, [main, "token", "--dir", "/nonexistent-hub"]).catch((error) => error);
    expect(result.code).toBe(5);
    expect(result.stderr).toContain("token");
  });
});

describe("hub serve", () => {
  it("refuses --no-auth on a non-loopback host with exit code 2", async () => {
    const dir = await project();
    const result = await run(process.execPath, [main, "serve", "--no-auth", "--host", "0.0.0.0", "--dir", dir]).catch(
      (error) => error,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("loopback");
  });

  it("serves without a token on loopback only when asked to", async () => {
    const dir = await project();
    const running = await startHub({ host: "127.0.0.1", port: 0, dir, auth: false }, captureIo(dir));
    cleanups.push(() => running.stop());
    const response = await fetch(`${running.url}/tasks`);
    expect(response.status).toBe(200);
  });

  it("prints its URL, serves with the token, and stops cleanly on SIGINT even when signalled twice", async () => {
    const dir = await project();
    const child: ChildProcess = spawn(
      process.execPath,
      [main, "serve", "--host", "127.0.0.1", "--port", "0", "--dir", dir],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    cleanups.push(async () => {
      child.kill("SIGKILL");
    });
    const url = await new Promise<string>((resolve) =>
      child.stdout!.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())),
    );
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const secret = (await readFile(join(dir, ".hub/token"), "utf8")).trim();
    expect((await fetch(`${url}/tasks`)).status).toBe(401);
    const created = await fetch(`${url}/tasks`, {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      body: JSON.stringify({ title: "from the test" }),
    });
    expect(created.status).toBe(201);
    // An open SSE stream must not hold the shutdown up.
    const stream = await fetch(`${url}/events`, { headers: { authorization: `Bearer ${secret}` } });
    expect(stream.status).toBe(200);
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.kill("SIGINT");
    child.kill("SIGINT");
    expect(await exited).toBe(0);
    expect(stderr).toContain("Hub server stopped");
    expect(stderr.match(/Stopping hub server/g)).toHaveLength(1);
  });
});

describe("hub serve on a busy port or a served project", () => {
  it("refuses a second server on the same project with exit 6, naming the running one", async () => {
    const dir = await project();
    const first = await startHub({ host: "127.0.0.1", port: 0, dir }, captureIo(dir));
    cleanups.push(() => first.stop());
    const result = await run(process.execPath, [
      main,
      "serve",
      "--host",
      "127.0.0.1",
      "--port",
      "0",
      "--dir",
      dir,
    ]).catch((error) => error);
    expect(result.code).toBe(6);
    expect(result.stderr).toContain(`A hub server already runs for this project at ${first.url}`);
  });

  it("records where it listens, loopback included, with the token, and removes the record when it stops", async () => {
    const dir = await project();
    const first = await startHub({ host: "127.0.0.1", port: 0, dir }, captureIo(dir));
    const record = JSON.parse(await readFile(join(dir, ".hub/server.json"), "utf8"));
    const { id } = await readConfig(dir);
    expect(record).toMatchObject({ pid: process.pid, url: first.url, token: expect.any(String), project: id });
    expect((await stat(join(dir, ".hub/server.json"))).mode & 0o077).toBe(0);
    await first.stop();
    await expect(stat(join(dir, ".hub/server.json"))).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("fails with a clear message instead of a stack trace", async () => {
    const dir = await project();
    const other = await project();
    const first = await startHub({ host: "127.0.0.1", port: 0, dir: other }, captureIo(other));
    cleanups.push(() => first.stop());
    const port = new URL(first.url).port;
    const result = await run(process.execPath, [
      main,
      "serve",
      "--host",
      "127.0.0.1",
      "--port",
      port,
      "--dir",
      dir,
    ]).catch((error) => error);
    expect(result.code).toBe(6);
    expect(result.stderr).toContain("the port is in use");
  });
});

describe("serve()", () => {
  it("serves until stop is requested, then closes and frees the port", async () => {
    const dir = await project();
    let requestStop = () => {};
    const stopRequested = new Promise<void>((resolve) => {
      requestStop = resolve;
    });
    const io = { ...captureIo(dir), stopRequested };
    const done = serve({ host: "127.0.0.1", port: 0, dir }, io);
    await waitFor(() => io.out.length > 0, "the printed URL");
    const url = io.out[0]!.trim();
    expect((await fetch(`${url}/health`)).status).toBe(200);
    requestStop();
    await done;
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });
});
