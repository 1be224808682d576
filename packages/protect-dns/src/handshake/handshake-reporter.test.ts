import { describe, expect, it } from "vitest";
import { manualClock } from "../clock.ts";
import { ProtectServerError } from "../policy/http-policy-source.ts";
import { HandshakeReporter } from "./handshake-reporter.ts";
import { MemoryHandshakeSink } from "./handshake-sink.ts";

const START = new Date("2026-11-23T10:00:00Z");

describe("handshake reporter", () => {
  it("reports once per device per interval, batching devices", async () => {
    const clock = manualClock(START);
    const sink = new MemoryHandshakeSink();
    const reporter = new HandshakeReporter({ sink, clock, batchSize: 2 });
    for (const device of ["a", "b", "c", "a", "b"]) reporter.seen(`token-${device}`, device);
    await reporter.flush();
    expect(sink.batches.map((batch) => batch.map((report) => report.token))).toEqual([
      ["token-a", "token-b"],
      ["token-c"],
    ]);
    clock.advance(30_000);
    reporter.seen("token-a", "a");
    await reporter.flush();
    expect(sink.reports).toHaveLength(3);
    await reporter.close();
  });

  it("keeps reports while the server is down and sends the latest one per device when it is back", async () => {
    const clock = manualClock(START);
    const sink = new MemoryHandshakeSink();
    const errors: unknown[] = [];
    const reporter = new HandshakeReporter({ sink, clock, onError: (error) => errors.push(error) });
    sink.failing = true;
    reporter.seen("token-a", "a");
    await reporter.flush();
    expect(errors).toHaveLength(1);
    expect(reporter.pending).toBe(1);
    clock.advance(60_000);
    reporter.seen("token-a", "a");
    await reporter.flush();
    expect(reporter.pending).toBe(1);
    sink.failing = false;
    await reporter.flush();
    expect(sink.reports).toEqual([{ token: "token-a", lastQueryAt: START.getTime() + 60_000 }]);
    expect(reporter.pending).toBe(0);
    await reporter.close();
  });

  it("bounds what waits: beyond maxPending the oldest report is dropped", async () => {
    const clock = manualClock(START);
    const sink = new MemoryHandshakeSink();
    sink.failing = true;
    const reporter = new HandshakeReporter({ sink, clock, maxPending: 3 });
    for (const device of ["a", "b", "c", "d", "e"]) reporter.seen(`token-${device}`, device);
    expect(reporter.pending).toBe(3);
    expect(reporter.dropped).toBe(2);
    sink.failing = false;
    await reporter.flush();
    expect(sink.reports.map((report) => report.token)).toEqual(["token-c", "token-d", "token-e"]);
    await reporter.close();
  });

  it("does not retry a batch the server rejects as malformed", async () => {
    const clock = manualClock(START);
    let calls = 0;
    const reporter = new HandshakeReporter({
      clock,
      sink: {
        send: async () => {
          calls += 1;
          throw new ProtectServerError("HTTP 400", 400);
        },
      },
    });
    reporter.seen("token-a", "a");
    await reporter.flush();
    await reporter.flush();
    expect(calls).toBe(1);
    expect(reporter.pending).toBe(0);
    await reporter.close();
  });
});
