// Create-to-delivery latency of hub events to 100 SSE subscribers (p50, p99), against two floors
// measured in the same run: a bare node:http server pushing the same JSON to the same kind of
// subscribers, and the same bare server doing the durable create a hub does (temporary file,
// fdatasync, link, folder fsync) before it pushes — the disk's share. Creates are sent one at a
// time, then in waves of CONCURRENT at once (creates that arrive together share folder syncs).
// Run: node bench/hub-delivery.bench.ts [subscribers=100] [events=200] [concurrent=8]
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { init } from "../packages/hub/src/cli/commands/init.ts";
import { createHubApp, openHub, readTokenFile } from "../packages/hub/src/index.ts";
import { bareDurableCreate } from "./fixtures/bare-durable-write.ts";

const SUBSCRIBERS = Number(process.argv[2] ?? 100);
const EVENTS = Number(process.argv[3] ?? 200);
const CONCURRENT = Number(process.argv[4] ?? 8);
const WARMUP = 30;
const quiet = { stdout() {}, stderr() {}, cwd: tmpdir(), env: {} };

/** A minimal SSE reader: calls `onData` with the data of each frame. Same client for both servers. */
function subscribe(url: string, token: string | undefined, onData: (data: string) => void): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} }, (res) => {
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame.split("\n").find((line) => line.startsWith("data: "));
          if (data) onData(data.slice(6));
          end = buffer.indexOf("\n\n");
        }
      });
      resolve(() => req.destroy());
    });
    req.on("error", reject);
    req.end();
  });
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const epochNow = () => performance.timeOrigin + performance.now();

/**
 * Subscribers live in a child process (this file with `subscribers` as first argument), so their
 * parsing does not share an event loop with the server; send times travel in the event title.
 */
async function measure(
  url: string,
  token: string | undefined,
  create: (title: string) => Promise<void>,
  concurrent = 1,
) {
  const { fork } = await import("node:child_process");
  const child = fork(import.meta.filename, ["subscribers", url, token ?? "", String(SUBSCRIBERS)]);
  const messages: { delivered?: number; latencies?: number[] }[] = [];
  child.on("message", (message) => messages.push(message as { delivered?: number }));
  const delivered = () => messages.filter((message) => message.delivered !== undefined).at(-1)?.delivered ?? -1;
  while (delivered() < 0) await new Promise((resolve) => setTimeout(resolve, 5));
  // Warm-up (JIT, connection pools): events without a send time, which subscribers do not count.
  for (let n = 0; n < WARMUP; n += 1) {
    await create(`warm-up ${n}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  // Waves of `concurrent` creates sent at once; the next wave starts once every subscriber has all.
  for (let n = 0; n < EVENTS; n += concurrent) {
    const wave = Math.min(concurrent, EVENTS - n);
    await Promise.all(Array.from({ length: wave }, (_, k) => create(`event ${n + k} @${epochNow()}`)));
    while (delivered() < (n + wave) * SUBSCRIBERS) await new Promise((resolve) => setTimeout(resolve, 1));
  }
  child.send("report");
  while (!messages.some((message) => message.latencies)) await new Promise((resolve) => setTimeout(resolve, 5));
  child.kill();
  const latencies = messages.find((message) => message.latencies)!.latencies!;
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), samples: latencies.length };
}

if (process.argv[2] === "subscribers") {
  const [, , , url, token, count] = process.argv;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: Number(count) }, () =>
      subscribe(`${url}/events`, token || undefined, (data) => {
        const event = JSON.parse(data) as { title?: string; id?: string };
        const title = event.title ?? event.id ?? "";
        const at = title.lastIndexOf("@");
        if (at < 0) return;
        latencies.push(epochNow() - Number(title.slice(at + 1)));
        // One progress report per event (every subscriber got it), not per delivery.
        if (latencies.length % Number(count) === 0) process.send!({ delivered: latencies.length });
      }),
    ),
  );
  process.send!({ delivered: 0 });
  process.on("message", () => process.send!({ latencies }));
} else {
  await runBench();
}

async function post(url: string, token: string | undefined, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (response.status >= 300) throw new Error(`POST ${url}: ${response.status}`);
}

/** A bare node:http server that pushes each posted event to every open stream, optionally after a durable create. */
async function bareServer(folder?: string): Promise<{ url: string; close(): void }> {
  const streams = new Set<import("node:http").ServerResponse>();
  let created = 0;
  const bare = createServer((req, res) => {
    if (req.url === "/events") {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(": connected\n\n");
      streams.add(res);
      req.on("close", () => streams.delete(res));
      return;
    }
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", async () => {
      const { title } = JSON.parse(body) as { title: string };
      if (folder) await bareDurableCreate(folder, `TSK-${++created}.md`, `---\ntitle: ${title}\n---\n`);
      const frame = `data: ${JSON.stringify({ type: "task", action: "created", id: "TSK-0001", title })}\n\n`;
      for (const stream of streams) stream.write(frame);
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(bare.address() as AddressInfo).port}`,
    close() {
      bare.closeAllConnections();
      bare.close();
    },
  };
}

async function runBench(): Promise<void> {
  const floorDir = await mkdtemp(join(tmpdir(), "hub-bench-floor-"));
  await mkdir(join(floorDir, "tasks"));
  const bare = await bareServer();
  const durable = await bareServer(join(floorDir, "tasks"));
  const sendTo = (url: string) => (title: string) => post(`${url}/tasks`, undefined, { title });

  const projectDir = await mkdtemp(join(tmpdir(), "hub-bench-"));
  await init({ name: "bench", dir: projectDir }, quiet);
  const hub = await openHub(projectDir, { watch: true });
  const token = (await readTokenFile(projectDir))!;
  const app = await createHubApp({ hub, token });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const hubUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const create = (title: string) => post(`${hubUrl}/tasks`, token, { title });
  // The same path without the durable write: POST /announce publishes an ephemeral event.
  const announce = (title: string) => post(`${hubUrl}/announce`, token, { agent: title, role: "bench" });
  const rows: [string, Awaited<ReturnType<typeof measure>>][] = [];
  for (const concurrent of [1, CONCURRENT]) {
    const at = concurrent === 1 ? "one at a time" : `${concurrent} at once`;
    rows.push([`bare node:http floor, ${at}`, await measure(bare.url, undefined, sendTo(bare.url), concurrent)]);
    rows.push([
      `bare node:http + durable create, ${at}`,
      await measure(durable.url, undefined, sendTo(durable.url), concurrent),
    ]);
    rows.push([`hub, durable create, ${at}`, await measure(hubUrl, token, create, concurrent)]);
    rows.push([`hub, ephemeral event (no disk), ${at}`, await measure(hubUrl, token, announce, concurrent)]);
  }
  bare.close();
  durable.close();
  await app.close();
  await hub.close();
  await rm(projectDir, { recursive: true, force: true });
  await rm(floorDir, { recursive: true, force: true });

  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const lines = [`SSE create-to-delivery, ${SUBSCRIBERS} subscribers, ${EVENTS} creates per row`];
  for (const [name, row] of rows) lines.push(`  ${name.padEnd(48)} p50 ${ms(row.p50)}  p99 ${ms(row.p99)}`);
  for (const concurrent of [1, CONCURRENT]) {
    const find = (prefix: string) =>
      rows.find(
        ([name]) =>
          name.startsWith(prefix) && name.endsWith(concurrent === 1 ? "one at a time" : `${concurrent} at once`),
      )![1];
    const [floor, disk, hub] = [find("bare node:http floor"), find("bare node:http + durable"), find("hub, durable")];
    lines.push(
      `  ${concurrent === 1 ? "one at a time" : `${concurrent} at once`}: hub/floor p50 ${(hub.p50 / floor.p50).toFixed(2)}x p99 ${(hub.p99 / floor.p99).toFixed(2)}x; hub/durable floor p50 ${(hub.p50 / disk.p50).toFixed(2)}x p99 ${(hub.p99 / disk.p99).toFixed(2)}x; target p99 < 20 ms: ${hub.p99 < 20 ? "met" : "NOT met"}`,
    );
  }
  process.stdout.write(`${lines.join("\n")}\n`);
}
