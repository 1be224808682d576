// A real WebSocket client for realtime tests: collects every message and lets a test wait for the
// next one that matches (event-driven, no sleeps).
import WebSocket from "ws";

export type RealtimeMessage = { type: string; [key: string]: unknown };

export interface TestSocket {
  messages: RealtimeMessage[];
  /** Resolves with the first message from index `from` on (already received or coming) that matches. */
  waitFor(match: (message: RealtimeMessage) => boolean, from?: number): Promise<RealtimeMessage>;
  send(message: object): void;
  /** Resolves when the socket closed, with the close code and reason the server gave. */
  closed: Promise<{ code: number; reason: string }>;
  /** Sends and waits for the matching answer. */
  request(message: object, match: (message: RealtimeMessage) => boolean): Promise<RealtimeMessage>;
  close(): Promise<void>;
}

/** Opens `ws://…/api/realtime` with the token and resolves once the server said `ready`. */
export async function openSocket(baseUrl: string, token: string | undefined): Promise<TestSocket> {
  const url = `${baseUrl.replace(/^http/, "ws")}/api/realtime`;
  const ws = new WebSocket(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const messages: RealtimeMessage[] = [];
  const waiters: { match: (m: RealtimeMessage) => boolean; from: number; resolve: (m: RealtimeMessage) => void }[] = [];
  ws.on("message", (data) => {
    const message = JSON.parse(data.toString()) as RealtimeMessage;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message) && messages.length > waiter.from) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const socket: TestSocket = {
    messages,
    closed,
    waitFor(match, from = 0) {
      const found = messages.slice(from).find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, from, resolve }));
    },
    send(message) {
      ws.send(JSON.stringify(message));
    },
    request(message, match) {
      const answer = socket.waitFor(match, messages.length);
      socket.send(message);
      return answer;
    },
    close() {
      if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
      return new Promise((resolve) => {
        ws.once("close", () => resolve());
        ws.close();
      });
    },
  };
  await new Promise<void>((resolve, reject) => {
    ws.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.once("error", reject);
    socket.waitFor((m) => m.type === "ready").then(() => resolve(), reject);
  });
  return socket;
}

/** The HTTP status a refused upgrade answered with. */
export function refusedStatus(baseUrl: string, headers: Record<string, string>): Promise<number> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/api/realtime`, { headers });
  ws.on("error", () => undefined);
  return new Promise((resolve, reject) => {
    ws.once("unexpected-response", (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      ws.terminate();
    });
    ws.once("open", () => reject(new Error("upgrade was accepted")));
  });
}
