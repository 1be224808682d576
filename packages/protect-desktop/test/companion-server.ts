// A stand-in for protect-server's desktop-companion routes, implementing
// docs/decisions/protect-desktop-companion-contract.md over node:http on loopback, with the shapes
// protect-server's magic feature answers with, and a clock the test moves. It exists until those
// routes (issue 13) are on main; then the same flows run against a protect-server the test starts.
import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

interface Device {
  installationId: string;
  name: string;
  model: string;
  osVersion: string;
  releaseAt: Date | null;
}

export interface CompanionServerState {
  now: Date;
  protectionShouldBeActive: boolean;
  /** protect-server refuses `mgc_` tokens on user routes (403); `served` answers them; `unauthorized` answers 401. */
  userRoutes: "forbidden" | "served" | "unauthorized";
  readonly codes: Map<string, { used: boolean; expiresAt: Date }>;
  /** token → the device it registered (null before register). */
  readonly tokens: Map<string, string | null>;
  readonly devices: Map<string, Device>;
  profile: { dohUrl: string; dotHost: string; serverAddresses: string[] };
  /** How many times each registered device reported a tamper repair (POST /api/magic/tamper-repaired). */
  readonly tamperReports: Map<string, number>;
}

export interface CompanionServer {
  readonly url: string;
  readonly state: CompanionServerState;
  /** Issues a pairing code as `POST /api/magic/pair/create` would for a signed-in user. */
  createCode(): string;
  /** protect-server's hourly job: released devices go, with their companion tokens. */
  runReleaseJob(): void;
  close(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function startCompanionServer(profile: CompanionServerState["profile"]): Promise<CompanionServer> {
  const state: CompanionServerState = {
    now: new Date("2026-11-23T10:00:00.000Z"),
    protectionShouldBeActive: true,
    userRoutes: "forbidden",
    codes: new Map(),
    tokens: new Map(),
    devices: new Map(),
    tamperReports: new Map(),
    profile,
  };
  const server = createServer((request, response) => {
    handle(state, request, response).catch(() => send(response, state, 500, { error: "internal", message: "" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    createCode() {
      const code = String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000));
      state.codes.set(code, { used: false, expiresAt: new Date(state.now.getTime() + 10 * 60 * 1000) });
      return code;
    },
    runReleaseJob() {
      for (const [id, device] of state.devices) {
        if (!device.releaseAt || device.releaseAt > state.now) continue;
        state.devices.delete(id);
        for (const [token, deviceId] of state.tokens) if (deviceId === id) state.tokens.delete(token);
      }
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const toDevice = (id: string, d: Device) => ({
  id,
  deviceId: d.installationId,
  kind: "desktop",
  name: d.name,
  model: d.model,
  osVersion: d.osVersion,
  releaseAt: d.releaseAt?.toISOString() ?? null,
});

function enrollment(state: CompanionServerState) {
  const { dohUrl, dotHost, serverAddresses } = state.profile;
  return {
    device: { id: "pd-1", platform: "windows", status: "pending" },
    dnsToken: dohUrl.split("/").pop(),
    dohUrl,
    dotHost,
    profile: { kind: "doh_template", template: dohUrl, serverAddresses, dotHost },
  };
}

async function handle(state: CompanionServerState, request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>) : {};
  const route = `${request.method} ${request.url}`;
  if (route === "POST /api/magic/pair/redeem") {
    const entry = state.codes.get(String(body.code));
    if (!entry || entry.used || entry.expiresAt <= state.now)
      return send(response, state, 400, { error: "invalid_code", message: "Unknown, used or expired pairing code" });
    entry.used = true;
    const token = `mgc_${randomBytes(24).toString("base64url")}`;
    state.tokens.set(token, null);
    return send(response, state, 201, { token });
  }
  const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
  if (!token || !state.tokens.has(token))
    return send(response, state, 401, { error: "unauthorized", message: "Invalid or revoked companion token" });
  const mine = state.tokens.get(token) ?? null;
  const device = mine ? state.devices.get(mine) : undefined;
  switch (route) {
    case "POST /api/magic/register": {
      if (typeof body.deviceId !== "string" || typeof body.name !== "string")
        return send(response, state, 400, { error: "invalid_input", message: "deviceId and name are required" });
      const existing = [...state.devices].find(([, d]) => d.installationId === body.deviceId)?.[0];
      const id = existing ?? randomUUID();
      if (!existing)
        state.devices.set(id, {
          installationId: body.deviceId,
          name: body.name,
          model: String(body.model),
          osVersion: String(body.osVersion),
          releaseAt: null,
        });
      state.tokens.set(token, id);
      return send(response, state, 200, {
        device: toDevice(id, state.devices.get(id)!),
        protection: enrollment(state),
      });
    }
    case "GET /api/magic/devices":
      return send(response, state, 200, { devices: [...state.devices].map(([id, d]) => toDevice(id, d)) });
    case "GET /api/magic/profile":
      if (!device) return send(response, state, 409, { error: "invalid_transition", message: "Register first" });
      return send(response, state, 200, enrollment(state));
    case "POST /api/magic/tamper-repaired":
      if (!device || !mine)
        return send(response, state, 409, { error: "invalid_transition", message: "Register first" });
      state.tamperReports.set(mine, (state.tamperReports.get(mine) ?? 0) + 1);
      response.writeHead(204, { date: state.now.toUTCString() });
      return response.end();
    case "POST /api/magic/release":
      if (!device || !mine)
        return send(response, state, 409, { error: "invalid_transition", message: "Register first" });
      device.releaseAt ??= new Date(state.now.getTime() + DAY_MS);
      return send(response, state, 200, toDevice(mine, device));
  }
  if (state.userRoutes === "unauthorized")
    return send(response, state, 401, { error: "unauthorized", message: "Invalid session" });
  if (state.userRoutes === "forbidden")
    return send(response, state, 403, { error: "forbidden", message: "A desktop companion token cannot be used here" });
  if (route === "GET /api/protection/state")
    return send(response, state, 200, { protectionShouldBeActive: state.protectionShouldBeActive, mdmManaged: false });
  const cancel = /^POST \/api\/devices\/([^/]+)\/cancel-release$/.exec(route);
  if (cancel) {
    const target = state.devices.get(decodeURIComponent(cancel[1]!));
    if (!target) return send(response, state, 404, { error: "not_found", message: "" });
    target.releaseAt = null;
    return send(response, state, 200, { ok: true });
  }
  return send(response, state, 404, { error: "not_found", message: "" });
}

function send(response: ServerResponse, state: CompanionServerState, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json", date: state.now.toUTCString() });
  response.end(JSON.stringify(body));
}
