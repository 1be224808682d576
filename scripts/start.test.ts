import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

describe("npm start", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "hq-start-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("brings up every server with its data in the data folder and stops them all on SIGINT", async () => {
    const [hubPort, protectPort] = [await freePort(), await freePort()];
    // As on a fresh clone: no admin console build yet (a folder of the test's own instead of dist/).
    const adminOut = join(dataDir, "admin-console");
    const child = spawn(process.execPath, [join(import.meta.dirname, "start.ts")], {
      env: {
        ...process.env,
        HQ_DATA_DIR: dataDir,
        HQ_HUB_PORT: String(hubPort),
        HQ_PROTECT_PORT: String(protectPort),
        HQ_ADMIN_CONSOLE_OUT: adminOut,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const lines: ((text: string) => void)[] = [];
    const collect = (chunk: Buffer) => {
      output += chunk;
      for (const listener of lines) listener(output);
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    const printed = (text: string) =>
      new Promise<void>((resolve, reject) => {
        if (output.includes(text)) return resolve();
        lines.push((all) => all.includes(text) && resolve());
        child.once("exit", () => reject(new Error(`exited before printing ${text}:\n${output}`)));
      });
    const done = exited(child);

    // A URL is printed once its server answers: the very next request works.
    for (const [name, port] of [
      ["hub", hubPort],
      ["protect-server", protectPort],
    ] as const) {
      await printed(`${name}: http://127.0.0.1:${port}\n`);
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    }
    await printed("Press Ctrl-C to stop.");
    // Whatever it serves works: the admin console was built for it.
    const console = await fetch(`http://127.0.0.1:${protectPort}/admin/`);
    expect(console.status).toBe(200);
    expect(console.headers.get("content-type")).toContain("text/html");
    expect(output).toContain("Building the admin console");

    child.kill("SIGINT");
    expect(await done).toBe(0);
    await expect(fetch(`http://127.0.0.1:${hubPort}/health`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${protectPort}/health`)).rejects.toThrow();
  });
});
