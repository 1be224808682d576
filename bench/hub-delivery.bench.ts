// Create-to-delivery latency of hub events to 100 SSE subscribers (p50, p99), against the floor: a
// bare node:http server pushing the same JSON to the same kind of subscribers in the same run.
// Run: node bench/hub-delivery.bench.ts [subscribers=100] [events=200]
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { init } from "../packages/hub/src/cli/commands/init.ts";
import { createHubApp, openHub, readTokenFile } from "../packages/hub/src/index.ts";

const SUBSCRIBERS = Number(process.argv[2] ?? 100);
const EVENTS = Number(process.argv[3] ?? 200);
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
async function measure(url: string, token: string | undefined, create: (title: string) => Promise<void>) {
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
  for (let n = 0; n < EVENTS; n += 1) {
    await create(`event ${n} @${epochNow()}`);
    while (delivered() < (n + 1) * SUBSCRIBERS) await new Promise((resolve) => setTimeout(resolve, 1));
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

async function runBench(): Promise<void> {
  // The floor: a bare node:http server that pushes the posted event to every open stream.
  const streams = new Set<import("node:http").ServerResponse>();
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
    req.on("end", () => {
      const { title } = JSON.parse(body) as { title: string };
      const frame = `data: ${JSON.stringify({ type: "task", action: "created", id: "TSK-0001", title })}\n\n`;
      for (const stream of streams) stream.write(frame);
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
  const floor = await measure(bareUrl, undefined, (title) => post(`${bareUrl}/tasks`, undefined, { title }));
  bare.closeAllConnections();
  bare.close();

  const projectDir = await mkdtemp(join(tmpdir(), "hub-bench-"));
  await init({ name: "bench", dir: projectDir }, quiet);
  const hub = await openHub(projectDir, { watch: true });
  const token = (await readTokenFile(projectDir))!;
  const app = await createHubApp({ hub, token });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const hubUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const result = await measure(hubUrl, token, (title) => post(`${hubUrl}/tasks`, token, { title }));
  // The same path without the durable write: POST /announce publishes an ephemeral event.
  const ephemeral = await measure(hubUrl, token, (title) =>
    post(`${hubUrl}/announce`, token, { agent: title, role: "bench" }),
  );
  await app.close();
  await hub.close();
  await rm(projectDir, { recursive: true, force: true });

  const ms = (value: number) => `${value.toFixed(2)} ms`;
  process.stdout.write(
    [
      `SSE create-to-delivery, ${SUBSCRIBERS} subscribers, ${EVENTS} sequential creates (${result.samples} deliveries)`,
      `  bare node:http floor: p50 ${ms(floor.p50)}  p99 ${ms(floor.p99)}`,
      `  hub (REST create, durable write, index, SSE): p50 ${ms(result.p50)}  p99 ${ms(result.p99)}`,
      `  ratio hub/floor: p50 ${(result.p50 / floor.p50).toFixed(2)}x  p99 ${(result.p99 / floor.p99).toFixed(2)}x`,
      `  hub, ephemeral event (POST /announce: auth, validation, bus, SSE; no disk): p50 ${ms(ephemeral.p50)}  p99 ${ms(ephemeral.p99)}`,
      `  ratio ephemeral/floor: p50 ${(ephemeral.p50 / floor.p50).toFixed(2)}x  p99 ${(ephemeral.p99 / floor.p99).toFixed(2)}x`,
      `  target p99 < 20 ms: ${result.p99 < 20 ? "met" : "NOT met"}`,
      "",
    ].join("\n"),
  );
}
