// What a client command reads of its project: the config, or, while a server of the project runs on
// this machine, that server's record alone.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readProjectSettings } from "./project-settings.ts";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function projectWith(config: string, record?: object): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), "hub-settings-"));
  await mkdir(join(dir, ".hub", "tasks"), { recursive: true });
  await writeFile(join(dir, ".hub", "config.yaml"), config);
  await writeFile(join(dir, ".hub", "token"), "file-token\n");
  if (record) await writeFile(join(dir, ".hub", "server.json"), JSON.stringify(record));
  return dir;
}

describe("project settings", () => {
  it("reads the name, id and server address of the config", async () => {
    const root = await projectWith("name: demo\nid: abcdefgh12\nserver:\n  url: http://10.0.0.2:7420\n");
    expect(await readProjectSettings(join(root, ".hub", "tasks"))).toEqual({
      root,
      name: "demo",
      id: "abcdefgh12",
      serverUrl: "http://10.0.0.2:7420",
      token: "file-token",
    });
  });

  it("takes address, token and project id from a running server's record without parsing the config", async () => {
    const record = { pid: process.pid, url: "http://127.0.0.1:4000", token: "server-token", project: "p-123456" };
    // Not YAML at all: a parse would throw.
    const root = await projectWith("name: [unclosed\n", { ...record, startedAt: "2026-01-01T00:00:00.000Z" });
    expect(await readProjectSettings(root)).toMatchObject({
      root,
      id: "p-123456",
      token: "file-token",
      localServer: { url: record.url, token: "server-token", pid: process.pid },
    });
  });

  it("reads the config when the record names no project (written by an older server)", async () => {
    const record = { pid: process.pid, url: "http://127.0.0.1:4000", startedAt: "2026-01-01T00:00:00.000Z" };
    const root = await projectWith("name: demo\nid: abcdefgh12\n", record);
    expect(await readProjectSettings(root)).toMatchObject({ id: "abcdefgh12", name: "demo", localServer: record });
  });
});
