import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyInstance } from "fastify";
import { WebSocket, WebSocketServer } from "ws";
import { OUTAGE_RETRY_AFTER_SECONDS } from "../../db/availability.ts";
import type { Guards } from "../../http/authenticate.ts";
import { AppError, toHttpError } from "../../platform/errors.ts";
import type { Outgoing } from "./hub.ts";
import type { Realtime } from "./service.ts";

export const REALTIME_PATH = "/api/realtime";
/** The subprotocol a browser offers beside `bearer.<token>` (browsers cannot set headers). */
export const REALTIME_PROTOCOL = "protect.v1";
const MAX_CLIENT_MESSAGE = 4096;
/** A client that does not read is cut off rather than buffered without bound. */
export const MAX_BUFFERED = 1 << 20;
/**
 * The server pings every socket this often; one that has not answered the previous ping by the next
 * is cut off (a half-open client is gone after 30–60 s and announced offline then).
 */
export const HEARTBEAT_MS = 30_000;
/** RFC 6455 1001: the server is going away (shutdown, rolling restart); reconnect. */
export const CLOSE_GOING_AWAY = 1001;
/** At shutdown, how long clients get to answer the 1001 close frame before their sockets are cut. */
const SHUTDOWN_CLOSE_WAIT_MS = 3_000;
/** Serialised JSON handed over as bytes still goes out as a text frame. */
const TEXT_FRAME = { binary: false } as const;
/** RFC 6455 1013: the server cannot take the connection now (the database is away); reconnect later. */
const CLOSE_TRY_AGAIN_LATER = 1013;

function tokenOf(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization;
  const bearer = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  if (bearer) return bearer;
  const offered = (request.headers["sec-websocket-protocol"] ?? "").split(",").map((p) => p.trim());
  return offered.find((p) => p.startsWith("bearer."))?.slice("bearer.".length);
}

const STATUS_TEXT: Record<number, string> = {
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

function refuse(socket: Duplex, status: number, body: object): void {
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? "Error"}\r\n` +
      `${status === 503 ? `retry-after: ${OUTAGE_RETRY_AFTER_SECONDS}\r\n` : ""}content-type: application/json\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
  );
}

/**
 * The WebSocket front of realtime on the app's HTTP server: `GET /api/realtime` with
 * `Authorization: Bearer <token>` (or subprotocols `protect.v1, bearer.<token>`). Anonymous or
 * banned callers get 401/403 before the upgrade. Messages are JSON, see the README.
 */
export function attachRealtimeSocket(app: FastifyInstance, realtime: Realtime, guards: Guards): void {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_CLIENT_MESSAGE,
    handleProtocols: (protocols) => (protocols.has(REALTIME_PROTOCOL) ? REALTIME_PROTOCOL : false),
  });

  /** Shutdown began: new upgrades are refused (503) and sockets closed with 1001. */
  let closing = false;

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (closing) {
      refuse(socket, 503, { error: "service_unavailable", message: "The server is restarting: try again shortly" });
      return;
    }
    if (new URL(request.url ?? "/", "http://x").pathname !== REALTIME_PATH) {
      refuse(socket, 404, { error: "not_found", message: "No WebSocket endpoint here" });
      return;
    }
    socket.on("error", () => undefined);
    guards.authenticateToken(tokenOf(request)).then(
      (auth) => wss.handleUpgrade(request, socket, head, (ws) => void serve(ws, auth.user.id, auth.sessionId)),
      (error: unknown) => {
        if (error instanceof AppError) {
          const { status, body } = toHttpError(error);
          refuse(socket, status, body);
        } else if (app.databaseAvailability?.report(error)) {
          refuse(socket, 503, {
            error: "database_unavailable",
            message: "The database is unreachable: try again shortly",
          });
        } else {
          app.log.error({ err: error }, "realtime upgrade failed");
          refuse(socket, 500, { error: "internal", message: "Internal server error" });
        }
      },
    );
  };

  async function serve(ws: WebSocket, userId: string, sessionId: string): Promise<void> {
    if (closing) {
      ws.close(CLOSE_GOING_AWAY, "Server shutting down");
      return;
    }
    let alive = true;
    const connection = {
      userId,
      sessionId,
      send(message: Outgoing) {
        if (ws.readyState !== WebSocket.OPEN) return;
        // bufferedAmount: what ws queued plus the socket's unsent bytes. A client that stopped
        // reading is cut off here (its kernel buffers are full by then), never buffered further.
        if (ws.bufferedAmount > MAX_BUFFERED) {
          app.log.warn(
            { event: "realtime_slow_client", userId, bufferedAmount: ws.bufferedAmount },
            "realtime client does not read: disconnected",
          );
          ws.terminate();
          return;
        }
        // Bytes go out as they are (one buffer shared by a fan-out), as a text frame.
        if (Buffer.isBuffer(message)) ws.send(message, TEXT_FRAME);
        else ws.send(typeof message === "string" ? message : JSON.stringify(message));
      },
      resync() {
        connection.send({ type: "resync" });
      },
      end(code: number, reason: string) {
        ws.close(code, reason);
      },
    };
    const reply = (message: object) => connection.send(message);
    ws.on("pong", () => {
      alive = true;
    });
    const heartbeat = setInterval(() => {
      if (!alive) ws.terminate();
      alive = false;
      ws.ping();
    }, HEARTBEAT_MS);
    heartbeat.unref();
    const opened = realtime.open(connection);
    ws.on("close", () => {
      clearInterval(heartbeat);
      opened
        .catch(() => undefined)
        .then(() => realtime.closeConnection(connection))
        .catch((error: unknown) => app.log.error({ err: error }, "realtime close"));
    });
    ws.on("message", (data, isBinary) => {
      void handle(isBinary ? "" : data.toString()).catch((error: unknown) => {
        if (error instanceof AppError) {
          reply({ type: "error", ...toHttpError(error).body });
        } else if (app.databaseAvailability?.report(error)) {
          reply({
            type: "error",
            error: "database_unavailable",
            message: "The database is unreachable: try again shortly",
          });
        } else {
          app.log.error({ err: error }, "realtime message failed");
          reply({ type: "error", error: "internal", message: "Internal server error" });
        }
      });
    });

    async function handle(text: string): Promise<void> {
      if (!realtime.admits(connection)) return;
      let message: { type?: unknown; channel?: unknown };
      try {
        message = JSON.parse(text) as typeof message;
      } catch {
        throw new AppError("invalid_input", "Messages are JSON objects");
      }
      if (message === null || typeof message !== "object")
        throw new AppError("invalid_input", "Messages are JSON objects");
      if (message.type === "ping") return reply({ type: "pong" });
      if (typeof message.channel !== "string" || message.channel.length > 100) {
        throw new AppError("invalid_input", 'Expected {"type": "subscribe" | "unsubscribe" | "ping", "channel"?}');
      }
      if (message.type === "subscribe") {
        await realtime.subscribe(connection, message.channel);
        return reply({ type: "subscribed", channel: message.channel });
      }
      if (message.type === "unsubscribe") {
        realtime.unsubscribe(connection, message.channel);
        return reply({ type: "unsubscribed", channel: message.channel });
      }
      // Not repeated: an answer never echoes input.
      throw new AppError("invalid_input", "Unknown message type: use subscribe, unsubscribe or ping");
    }

    try {
      await opened;
    } catch (error) {
      // Joining needs the database (presence, last seen): without it the client is told to come back.
      if (!app.databaseAvailability?.report(error)) app.log.error({ err: error }, "realtime open failed");
      ws.close(CLOSE_TRY_AGAIN_LATER, "Try again later");
      return;
    }
    reply({ type: "ready", userId });
  }

  app.server.on("upgrade", onUpgrade);
  app.addHook("preClose", async () => {
    // Shutdown order (a rolling restart): refuse new upgrades, send every client a 1001 close frame,
    // announce presence while the database is still open (drain), give the clients a moment to
    // answer the close, cut the rest; the pool closes after the app (server.ts).
    closing = true;
    const clients = [...wss.clients];
    const closed = clients.map((client) => new Promise((resolve) => client.once("close", resolve)));
    for (const client of clients) client.close(CLOSE_GOING_AWAY, "Server shutting down");
    await realtime.drain().catch((error: unknown) => app.log.error({ err: error }, "realtime presence at shutdown"));
    const cut = setTimeout(() => {
      for (const client of wss.clients) client.terminate();
    }, SHUTDOWN_CLOSE_WAIT_MS);
    await Promise.all(closed);
    clearTimeout(cut);
    app.server.off("upgrade", onUpgrade);
    wss.close();
  });
}
