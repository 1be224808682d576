import { mkdtemp, rm, stat } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CompanionServer, startCompanionServer } from "../../test/companion-server.ts";
import { COMPANION_PROFILE } from "../../test/fixtures.ts";
import { Agent } from "../agent/agent.ts";
import { MemoryAgentMemoryStore } from "../agent/agent-memory.ts";
import { MemoryDriftSink } from "../agent/drift-log.ts";
import { CompanionClient } from "../companion/companion-client.ts";
import { LinuxAdapter } from "../linux/linux-adapter.ts";
import { MemoryCredentialStore } from "../store/credential-store.ts";
import { sendControl, startControlServer } from "./control-server.ts";

let dir: string;
let server: CompanionServer;
let control: { close(): Promise<void> };
let path: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "protect-desktop-control-"));
  server = await startCompanionServer(COMPANION_PROFILE);
  const agent = new Agent({
    client: new CompanionClient({ baseUrl: server.url }),
    credentials: new MemoryCredentialStore(),
    memory: new MemoryAgentMemoryStore(),
    system: new LinuxAdapter({ root: join(dir, "root"), resolver: "resolv-conf" }),
    drift: new MemoryDriftSink(),
    device: { name: "control-host", model: "Linux x64", osVersion: "Debian 12" },
  });
  path = join(dir, "control.sock");
  control = await startControlServer(agent, { path });
});

afterEach(async () => {
  await control.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe("control channel (app ↔ service)", () => {
  it("status, pair and release answer with the agent's current status", async () => {
    expect(await sendControl(path, { command: "status" })).toEqual({
      ok: true,
      status: { phase: "unpaired", uninstallAllowed: true, releaseAt: null, error: null },
    });
    expect(await sendControl(path, { command: "pair", code: server.createCode() })).toMatchObject({
      ok: true,
      status: { phase: "protecting", uninstallAllowed: false },
    });
    expect(await sendControl(path, { command: "release" })).toEqual({
      ok: true,
      status: { phase: "cooldown", uninstallAllowed: false, releaseAt: "2026-11-24T10:00:00.000Z", error: null },
    });
    expect(await sendControl(path, { command: "cancel-release" })).toEqual({
      ok: false,
      error: "rejected",
      message:
        "POST /api/devices/" +
        [...server.state.devices.keys()][0] +
        "/cancel-release answered 403 forbidden: A desktop companion token cannot be used here",
    });
  });

  it("refuses a wrong code, unknown commands and non-JSON with a clear error, and keeps serving", async () => {
    expect(await sendControl(path, { command: "pair", code: "999999" })).toMatchObject({
      ok: false,
      error: "rejected",
    });
    expect(await sendControl(path, { command: "remove" })).toMatchObject({ ok: false, error: "invalid_input" });
    expect(await sendControl(path, { command: "release" })).toMatchObject({
      ok: false,
      error: "rejected",
      message: "This device is not paired",
    });
    const raw = await new Promise<string>((resolve) => {
      const socket = connect(path);
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk;
      });
      socket.on("end", () => resolve(text));
      socket.on("connect", () => socket.write("{not json\n"));
      socket.on("data", () => socket.end());
    });
    expect(JSON.parse(raw)).toMatchObject({ ok: false, error: "invalid_input", message: "The request is not JSON" });
    expect(await sendControl(path, { command: "status" })).toMatchObject({ ok: true });
  });

  it("every local user may connect (the app runs as the user)", async () => {
    expect((await stat(path)).mode & 0o777).toBe(0o666);
  });
});
