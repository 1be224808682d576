// A client that stops reading is cut off once a bounded amount is queued for it, instead of the
// server buffering everything sent to it; other clients keep getting their rows. The slow client is
// a real TCP client that does the WebSocket handshake and then pauses its socket (stops reading).
import { randomBytes } from "node:crypto";
import { connect, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { describeEachDb, type TestEnv, type TestUser } from "../../../test/harness.ts";
import { captureLog } from "../../../test/log-capture.ts";
import { openSocket, type TestSocket } from "../../../test/ws-client.ts";
import { MAX_BUFFERED, REALTIME_PATH } from "./socket.ts";

const log = captureLog("info");
/** Each row is ~6 KB on the wire; this many exceed the kernel's socket buffers and MAX_BUFFERED. */
const ROWS = 1500;

/** Writes `count` notifications of about 6 KB for the user in one statement (one transaction). */
async function notifyMany(env: TestEnv, userId: string, count: number): Promise<void> {
  await env.ctx.db.execute(sql`
    insert into notifications (user_id, kind, data, created_at)
    select ${userId}::uuid, 'domain_submission_approved',
           jsonb_build_object('domain', n || '.' || repeat('x', 6000)), now()
    from generate_series(1, ${count}) n`);
}

/** A WebSocket client by hand: it upgrades, reads until the first frame (`ready`), then stops reading. */
async function stalledClient(port: number, token: string): Promise<{ socket: Socket; received(): number }> {
  const socket = connect(port, "127.0.0.1");
  let received = 0;
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.once("connect", () =>
      socket.write(
        `GET ${REALTIME_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\n` +
          `Authorization: Bearer ${token}\r\n\r\n`,
      ),
    );
    let head = "";
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      head += chunk.toString("latin1");
      const end = head.indexOf("\r\n\r\n");
      // The 101 answer, then at least the first frame (`ready`: the hub knows the connection).
      if (end >= 0 && head.length > end + 4 && head.includes('"ready"')) {
        if (!head.startsWith("HTTP/1.1 101")) return reject(new Error(`upgrade refused: ${head.split("\r\n")[0]}`));
        socket.off("data", onData);
        socket.pause();
        resolve();
      }
    };
    socket.on("data", onData);
  });
  socket.on("data", (chunk: Buffer) => {
    received += chunk.length;
  });
  socket.on("error", () => undefined);
  return { socket, received: () => received };
}

describeEachDb(
  "realtime backpressure",
  (env) => {
    const sockets: TestSocket[] = [];
    afterEach(async () => {
      await Promise.all(sockets.splice(0).map((socket) => socket.close()));
    });

    it("a client that stops reading is disconnected after a bounded buffer; a reading client gets every row", async () => {
      const url = await env().app.listen({ port: 0, host: "127.0.0.1" });
      const port = Number(new URL(url).port);
      const slow: TestUser = await env().signup();
      const reader: TestUser = await env().signup();
      const stalled = await stalledClient(port, slow.token);
      const readerSocket = await openSocket(url, reader.token);
      sockets.push(readerSocket);
      const from = log.lines.length;

      await notifyMany(env(), slow.id, ROWS);
      await notifyMany(env(), reader.id, 10);

      const cut = await log.waitFor(
        (line) => line.event === "realtime_slow_client" && line.userId === slow.id && log.lines.indexOf(line) >= from,
      );
      // What the server held for it when it gave up: the bound plus at most one message.
      expect(cut.bufferedAmount).toBeGreaterThan(MAX_BUFFERED);
      expect(cut.bufferedAmount).toBeLessThan(MAX_BUFFERED + 16_384);
      // The reader is not held back by the stalled client.
      await readerSocket.waitFor(
        (m) =>
          m.type === "change" &&
          m.table === "notifications" &&
          (m.row as { data: { domain: string } }).data.domain.startsWith("10."),
      );
      expect(readerSocket.messages.filter((m) => m.type === "change")).toHaveLength(10);

      // The stalled client, reading again, finds its connection closed, short of everything sent.
      const closed = new Promise((resolve) => stalled.socket.once("close", resolve));
      stalled.socket.resume();
      await closed;
      expect(stalled.received()).toBeLessThan(ROWS * 6000);
    });
  },
  { logger: log.logger },
);
