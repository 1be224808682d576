// A stand-in for protect-server's desktop-companion routes, implementing
// docs/decisions/protect-desktop-companion-contract.md over node:http on loopback, with a clock the
// test moves. It exists until protect-server's /api/magic/* routes (issue 13) are on main; then the
// same tests run against the real server (see the README).
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface CompanionServerState {
  now: Date;
  protectionShouldBeActive: boolean;
  readonly codes: Map<string, { used: boolean; expiresAt: Date }>;
  readonly tokens: Set<string>;
  readonly devices: Map<string, { name: string; model: string; osVersion: string; releaseAt: Date | null }>;
  profile: { dohUrl: string; dotHost?: string; resolverAddresses?: string[] };
}

export interface CompanionServer {
  readonly url: string;
  readonly state: CompanionServerState;
  /** Issues a pairing code as `POST /api/magic/pair/create` would for a signed-in user. */
  createCode(): string;
  close(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function startCompanionServer(profile: CompanionServerState["profile"]): Promise<CompanionServer> {
  const state: CompanionServerState = {
    now: new Date("2026-11-23T10:00:00.000Z"),
    protectionShouldBeActive: true,
    codes: new Map(),
    tokens: new Set(),
    devices: new Map(),
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
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
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
    state.tokens.add(token);
    return send(response, state, 200, { token });
  }
  const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
  if (!token || !state.tokens.has(token)) return send(response, state, 401, { error: "unauthorized", message: "" });
  const list = () =>
    [...state.devices].map(([id, d]) => ({ id, name: d.name, releaseAt: d.releaseAt?.toISOString() ?? null }));
  switch (route) {
    case "POST /api/magic/register": {
      const id = `dev_${state.devices.size + 1}`;
      state.devices.set(id, {
        name: String(body.name),
        model: String(body.model),
        osVersion: String(body.osVersion),
        releaseAt: null,
      });
      return send(response, state, 201, { device: { id, name: body.name, releaseAt: null } });
    }
    case "GET /api/magic/devices":
      return send(response, state, 200, { devices: list() });
    case "GET /api/magic/profile":
      return send(response, state, 200, state.profile);
    case "POST /api/magic/release": {
      const device = state.devices.get(String(body.deviceId));
      if (!device) return send(response, state, 404, { error: "not_found", message: "No such device" });
      device.releaseAt ??= new Date(state.now.getTime() + DAY_MS);
      return send(response, state, 200, { releaseAt: device.releaseAt.toISOString() });
    }
    case "GET /api/protection/state":
      return send(response, state, 200, {
        protectionShouldBeActive: state.protectionShouldBeActive,
        mdmManaged: false,
      });
  }
  const cancel = /^POST \/api\/devices\/([^/]+)\/cancel-release$/.exec(route);
  if (cancel) {
    const device = state.devices.get(decodeURIComponent(cancel[1]!));
    if (!device) return send(response, state, 404, { error: "not_found", message: "" });
    device.releaseAt = null;
    return send(response, state, 200, { ok: true });
  }
  return send(response, state, 404, { error: "not_found", message: "" });
}

function send(response: ServerResponse, state: CompanionServerState, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json", date: state.now.toUTCString() });
  response.end(JSON.stringify(body));
}
