// A local stand-in for the push services, on loopback: Expo's push API over HTTP and a Web Push
// endpoint over HTTPS (self-signed certificate made with openssl). Tokens containing "gone" are
// reported as unregistered (Expo DeviceNotRegistered, Web Push 410), as the real services do.
// Expo receipts (`…/getReceipts`): a token containing "uninstalled" is accepted at the send and
// reported DeviceNotRegistered in its receipt, "toobig" MessageTooBig, "late" has no receipt yet.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo, LookupFunction } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A name for the fake Web Push service; its certificate names it too. */
export const FAKE_PUSH_HOST = "push.example.test";

/** A resolver that knows one name, FAKE_PUSH_HOST, at 127.0.0.1 (a DNS answer pointing into loopback). */
export const resolveFakePushHost: LookupFunction = (hostname, options, callback) => {
  if (hostname !== FAKE_PUSH_HOST) {
    callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), "");
    return;
  }
  if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
};

export interface ReceivedPush {
  service: "expo" | "web";
  to: string;
  title?: string;
  body?: string;
  headers: IncomingMessage["headers"];
}

export interface FakePush {
  expoUrl: string;
  /** Base of the Web Push endpoints: `${webBase}/<id>` (ids containing "gone" answer 410). */
  webBase: string;
  /** The same endpoints by name (FAKE_PUSH_HOST, which only `resolveFakePushHost` knows) and port. */
  webNamedBase: string;
  /** The fake's self-signed certificate, for the Web Push sender to trust (`ca`). */
  ca: Buffer;
  received: ReceivedPush[];
  /** Receipt ids asked for, per getReceipts request. */
  receiptRequests: string[][];
  /** While true, getReceipts answers 503. */
  receiptsDown: boolean;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

export async function startFakePush(): Promise<FakePush> {
  const received: ReceivedPush[] = [];
  const ticketTokens = new Map<string, string>();
  const ticketOf = (token: string) => {
    const id = `ticket-${randomUUID()}`;
    ticketTokens.set(id, token);
    return id;
  };
  const state = { receiptRequests: [] as string[][], receiptsDown: false };
  const receipt = (token: string | undefined) => {
    if (token === undefined || token.includes("late")) return undefined;
    if (token.includes("uninstalled"))
      return { status: "error", message: "not registered", details: { error: "DeviceNotRegistered" } };
    if (token.includes("toobig")) return { status: "error", message: "too big", details: { error: "MessageTooBig" } };
    return { status: "ok" };
  };
  const expo = createServer(async (req, res) => {
    res.setHeader("content-type", "application/json");
    if (req.url?.endsWith("/getReceipts")) {
      const { ids } = JSON.parse((await readBody(req)).toString()) as { ids: string[] };
      state.receiptRequests.push(ids);
      if (state.receiptsDown) {
        res.statusCode = 503;
        res.end(JSON.stringify({ errors: [{ code: "UNAVAILABLE" }] }));
        return;
      }
      const data = Object.fromEntries(
        ids.flatMap((id) => {
          const answer = receipt(ticketTokens.get(id));
          return answer ? [[id, answer]] : [];
        }),
      );
      res.end(JSON.stringify({ data }));
      return;
    }
    const messages = JSON.parse((await readBody(req)).toString()) as { to: string; title: string; body: string }[];
    const data = messages.map((m) => {
      received.push({ service: "expo", to: m.to, title: m.title, body: m.body, headers: req.headers });
      return m.to.includes("gone")
        ? { status: "error", message: "not registered", details: { error: "DeviceNotRegistered" } }
        : { status: "ok", id: ticketOf(m.to) };
    });
    res.end(JSON.stringify({ data }));
  });

  const dir = mkdtempSync(join(tmpdir(), "fake-push-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:P-256",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      `subjectAltName=IP:127.0.0.1,DNS:${FAKE_PUSH_HOST}`,
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const cert = readFileSync(join(dir, "cert.pem"));
  const key = readFileSync(join(dir, "key.pem"));
  rmSync(dir, { recursive: true, force: true });
  const web = createHttpsServer({ cert, key }, async (req, res) => {
    await readBody(req);
    const id = req.url ?? "";
    received.push({ service: "web", to: id, headers: req.headers });
    res.statusCode = id.includes("gone") ? 410 : 201;
    res.end();
  });

  const expoPort = await listen(expo);
  const webPort = await listen(web);
  return {
    expoUrl: `http://127.0.0.1:${expoPort}/--/api/v2/push/send`,
    webBase: `https://127.0.0.1:${webPort}/push`,
    webNamedBase: `https://${FAKE_PUSH_HOST}:${webPort}/push`,
    ca: cert,
    received,
    get receiptRequests() {
      return state.receiptRequests;
    },
    get receiptsDown() {
      return state.receiptsDown;
    },
    set receiptsDown(down: boolean) {
      state.receiptsDown = down;
    },
    async close() {
      await Promise.all([expo, web].map((s) => new Promise((resolve) => s.close(resolve))));
    },
  };
}
