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

async function waitForHealth(url: string, child: ChildProcess): Promise<number> {
  for (let attempt = 0; attempt < 600 && child.exitCode === null; attempt += 1) {
    try {
      const response = await fetch(`${url}/health`);
      return response.status;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} never answered`);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

describe("npm start", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "hq-start-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("brings up every server with its data in the data folder and stops them all on SIGINT", async () => {
    const [hubPort, protectPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, [join(import.meta.dirname, "start.ts")], {
      env: { ...process.env, HQ_DATA_DIR: dataDir, HQ_HUB_PORT: String(hubPort), HQ_PROTECT_PORT: String(protectPort) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const done = exited(child);

    expect(await waitForHealth(`http://127.0.0.1:${hubPort}`, child)).toBe(200);
    expect(await waitForHealth(`http://127.0.0.1:${protectPort}`, child)).toBe(200);
    expect(output).toContain(`hub: http://127.0.0.1:${hubPort}`);
    expect(output).toContain(`protect-server: http://127.0.0.1:${protectPort}`);

    child.kill("SIGINT");
    expect(await done).toBe(0);
    await expect(fetch(`http://127.0.0.1:${hubPort}/health`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${protectPort}/health`)).rejects.toThrow();
  });
});
