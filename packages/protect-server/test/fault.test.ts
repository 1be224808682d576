// The operator's worst afternoon, as processes: two protect-server instances behind HAProxy on a
// PostgreSQL, a Redis and an SMTP relay of the test's own, under a mixed load from another process,
// while PostgreSQL restarts, stops for 5 s and has every connection terminated, the balancer
// reloads, Redis restarts and the relay goes away. The instances never die; clients get 503 with Retry-After and a code; nothing
// acknowledged is lost; no signup answered 5xx created an account; afterwards everything works
// again without a restart (change feeds, leader lock, mail).
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { jobLockKey } from "../src/jobs/scheduler.ts";
import { startHaproxy, type TestBalancer } from "./haproxy.ts";
import { testSecretsEnv } from "./harness.ts";
import type { LoadOptions, LoadResult, Outcome } from "./load-client.ts";
import { createPgCluster, type PgCluster, queryOnce } from "./pg-cluster.ts";
import { stopChild } from "./processes.ts";
import { startRedis, type TestRedis } from "./redis-server.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";
import { startSmtp, type TestSmtp } from "./smtp-server.ts";
import { openSocket } from "./ws-client.ts";

const loadClient = fileURLToPath(new URL("./load-client.ts", import.meta.url));

const cleanups: (() => Promise<void> | void)[] = [];
const started = Date.now();
/** A step's start on stderr: when this test hangs, the last line says where. */
const step = (name: string) =>
  process.stderr.write(`fault test +${((Date.now() - started) / 1000).toFixed(1)} s: ${name}\n`);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startInstance(name: string, env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const instance = await startServerProcess(name, env);
  cleanups.push(() => instance.stop());
  return instance;
}

/** The load process: started with options, stopped on request, its result read back over IPC. */
function startLoad(options: LoadOptions) {
  const child = fork(loadClient, { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  cleanups.push(() => stopChild(child));
  let done = 0;
  const progressWaiters: { count: number; resolve: () => void }[] = [];
  const result = new Promise<LoadResult>((resolve, reject) => {
    child.on("message", (message: { type: string; done?: number; result?: LoadResult }) => {
      if (message.type === "progress") {
        done = message.done ?? done;
        for (const waiter of progressWaiters.splice(0)) {
          if (done >= waiter.count) waiter.resolve();
          else progressWaiters.push(waiter);
        }
      }
      if (message.type === "result" && message.result) resolve(message.result);
    });
    child.on("exit", (code) => reject(new Error(`load process exited (${code}) without a result`)));
  });
  result.catch(() => undefined); // read by stop(); a load that dies early fails the test there
  child.send({ type: "start", options });
  return {
    /** Resolves once `more` further requests have been answered (or failed). */
    async progress(more: number): Promise<void> {
      const target = done + more;
      await new Promise<void>((resolve) => progressWaiters.push({ count: target, resolve }));
    },
    stop(): Promise<LoadResult> {
      child.send({ type: "stop" });
      return result;
    },
  };
}

it("two instances under load survive PostgreSQL, Redis and SMTP going away, answer 503 meanwhile, lose nothing acknowledged and recover alone", async () => {
  const cluster: PgCluster = await createPgCluster();
  cleanups.push(() => cluster.destroy());
  await queryOnce(cluster.url(), "create database protect");
  const redis: TestRedis = await startRedis();
  cleanups.push(() => redis.stop());
  const smtp: TestSmtp = await startSmtp();
  cleanups.push(() => smtp.stop());
  const databaseUrl = cluster.url("protect");
  const env = {
    ...testSecretsEnv,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    MAIL_SMTP_URL: smtp.url,
    TRUST_PROXY: "127.0.0.1",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "info",
    ACCESS_LOG_SAMPLE: "0",
  };
  const instances = [await startInstance("a", env), await startInstance("b", env)];
  // An instance that dies fails the test at once, whatever step is waiting.
  const died = new Promise<never>((_, reject) => {
    for (const instance of instances)
      instance.child.once("exit", (code, signal) =>
        reject(new Error(`instance ${instance.name} died (exit ${code}, signal ${signal})`)),
      );
  });
  died.catch(() => undefined);
  const alive = <T>(step: Promise<T>): Promise<T> => Promise.race([step, died]);
  const balancer: TestBalancer = await startHaproxy(
    instances.map((instance) => ({ name: instance.name, port: Number(new URL(instance.url).port) })),
  );
  cleanups.push(() => balancer.stop());
  const api = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    fetch(`${balancer.url}${path}`, { ...init, headers: { "content-type": "application/json", ...init.headers } });
  const healthy = () => alive(waitHealthy());
  const waitHealthy = async () => {
    // Both instances answer /health 200 again and HAProxy sends to them: wait on each.
    for (const instance of instances) {
      for (;;) {
        const res = await fetch(`${instance.url}/health`).catch(() => undefined);
        if (res?.status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    for (let ok = 0; ok < 4; ) {
      ok = (await api("/health").catch(() => undefined))?.status === 200 ? ok + 1 : 0;
      if (ok < 4) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await healthy();

  // Accounts for the load, and owners of locked devices (a stranger's login there mails the owner).
  const signup = async (email: string, address: string) => {
    const res = await api("/api/auth/signup", {
      method: "POST",
      headers: { "x-forwarded-for": address },
      body: JSON.stringify({ email, password: "correct horse battery" }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { token: string; user: { id: string } };
  };
  const tokens: string[] = [];
  for (let i = 0; i < 8; i += 1) tokens.push((await signup(`reader${i}@example.test`, `10.200.0.${i}`)).token);
  const owners: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const email = `owner${i}@example.test`;
    await signup(email, `10.201.0.${i}`);
    const login = await api("/api/auth/login", {
      method: "POST",
      headers: { "x-device-id": `owner-device-${i}`, "x-forwarded-for": `10.202.0.${i}` },
      body: JSON.stringify({ email, password: "correct horse battery" }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const register = await api("/api/devices/register", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "x-device-id": `owner-device-${i}` },
      body: JSON.stringify({ name: `Phone ${i}`, model: "Pixel 8", osVersion: "Android 15" }),
    });
    expect(register.status).toBe(201);
    owners.push(email);
  }
  const stranger = await signup("stranger@example.test", "10.203.0.1");
  expect(stranger.token).toBeTruthy();

  // A realtime socket on instance a for the whole afternoon (its session is reader 1's).
  const socket = await openSocket(instances[0]?.url ?? "", tokens[1]);
  cleanups.push(() => socket.close());
  let socketClosedEarly = false;
  void socket.closed.then(() => {
    socketClosedEarly = true;
  });

  const load = startLoad({ baseUrl: balancer.url, concurrency: 50, tokens, runId: "fault" });
  await alive(load.progress(100));

  // 1. PostgreSQL restarts. The socket stays open and is told to fetch again (it may have missed rows).
  step("1");
  const mark = instances.map((instance) => instance.lines.length);
  const resyncs = socket.messages.length;
  cluster.stop();
  cluster.start();
  await alive(socket.waitFor((message) => message.type === "resync", resyncs));
  await alive(
    Promise.all(
      instances.map((instance, i) => instance.waitFor((line) => line.event === "session_cache_resumed", mark[i])),
    ),
  );
  await healthy();
  await alive(load.progress(100));

  // 2. PostgreSQL is away for 5 s (the outage's length, not a wait for something).
  step("2");
  cluster.stop();
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  cluster.start();
  await healthy();
  await alive(load.progress(100));

  // 3. Every connection of the database terminated (a failover, an operator's pg_terminate_backend).
  step("3");
  const beforeTerminate = instances.map((instance) => instance.lines.length);
  const terminated = await queryOnce<{ pid: number }>(
    cluster.url(),
    "select pg_terminate_backend(pid) as pid from pg_stat_activity where datname = 'protect' and pid <> pg_backend_pid()",
  );
  expect(terminated.length).toBeGreaterThan(2);
  await alive(
    Promise.all(
      instances.map((instance, i) =>
        instance.waitFor((line) => line.event === "session_cache_resumed", beforeTerminate[i]),
      ),
    ),
  );
  await healthy();
  await alive(load.progress(100));

  // 4. The balancer reloads its configuration three times (`systemctl reload haproxy`).
  step("4");
  for (let i = 0; i < 3; i += 1) {
    await alive(balancer.reload());
    step(`4: reload ${i + 1} done`);
    await alive(load.progress(50));
  }

  // 5. Redis restarts: `refuse` limits (login) answer 503 limits_unavailable, `local` ones (signup) count on.
  step("5");
  await redis.stop();
  await alive(Promise.all(instances.map((instance) => instance.waitFor((line) => line.event === "limits_store_lost"))));
  await alive(load.progress(100));
  await redis.start();
  await alive(
    Promise.all(instances.map((instance) => instance.waitFor((line) => line.event === "limits_store_restored"))),
  );
  await alive(load.progress(100));

  // 6. The SMTP relay goes away while mail is promised: a stranger's login on each locked device.
  step("6");
  await smtp.stop();
  for (const [i] of owners.entries()) {
    const refused = await api("/api/auth/login", {
      method: "POST",
      headers: { "x-device-id": `owner-device-${i}`, "x-forwarded-for": `10.204.0.${i}` },
      body: JSON.stringify({ email: "stranger@example.test", password: "correct horse battery" }),
    });
    expect(refused.status).toBe(409);
  }
  await alive(Promise.any(instances.map((instance) => instance.waitFor((line) => line.event === "mail_deferred"))));
  await smtp.start();
  await alive(smtp.waitForCount(owners.length));
  step("checks");
  const result = await load.stop();

  // Realtime after everything: the socket was never dropped, and a logout on instance b reaches
  // instance a through its (re-subscribed) change feed: the socket closes with 4401.
  expect(socketClosedEarly).toBe(false);
  const logout = await fetch(`${instances[1]?.url}/api/auth/logout`, {
    method: "POST",
    headers: { authorization: `Bearer ${tokens[1]}` },
  });
  expect(logout.status).toBe(204);
  expect((await alive(socket.closed)).code).toBe(4401);

  // The processes never died.
  for (const instance of instances)
    expect({ name: instance.name, exit: instance.child.exitCode }).toEqual({
      name: instance.name,
      exit: null,
    });

  // Every answer is one the API documents: success, or 503 with Retry-After and a code.
  const allowed: Record<Outcome["op"], number[]> = { me: [200], signup: [201], post: [201], login: [401] };
  const unexpected = result.outcomes.filter(
    (outcome) =>
      !allowed[outcome.op].includes(outcome.status) &&
      !(
        outcome.status === 503 &&
        outcome.retryAfter === "5" &&
        ["database_unavailable", "limits_unavailable", "service_unavailable"].includes(outcome.code ?? "")
      ),
  );
  const tally = new Map<string, number>();
  for (const outcome of unexpected) {
    const key = `${outcome.op} ${outcome.status} ${outcome.code ?? outcome.failure ?? ""}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  expect(Object.fromEntries(tally)).toEqual({});
  const count = (match: (outcome: Outcome) => boolean) => result.outcomes.filter(match).length;
  // The faults were felt (the test would prove nothing otherwise) and the load went on around them.
  expect(count((o) => o.code === "database_unavailable")).toBeGreaterThan(0);
  expect(count((o) => o.op === "login" && o.code === "limits_unavailable")).toBeGreaterThan(0);
  expect(count((o) => o.op === "me" && o.status === 200)).toBeGreaterThan(500);

  // Nothing acknowledged was lost; no signup answered 5xx left an account behind.
  const users = new Set(
    (await queryOnce<{ email: string }>(databaseUrl, "select email from users where email like 'load-%'")).map(
      (row) => row.email,
    ),
  );
  const acknowledged = result.signups.filter((s) => s.status === 201);
  expect(acknowledged.length).toBeGreaterThan(20);
  expect(acknowledged.filter((s) => !users.has(s.email))).toEqual([]);
  expect(result.signups.filter((s) => s.status >= 500 && users.has(s.email))).toEqual([]);
  const posts = new Set(
    (await queryOnce<{ id: string }>(databaseUrl, "select id from community_posts")).map((row) => row.id),
  );
  const postedIds = result.posts.filter((p) => p.status === 201).map((p) => p.id);
  expect(postedIds.length).toBeGreaterThan(20);
  expect(postedIds.filter((id) => !id || !posts.has(id))).toEqual([]);

  // Every promised mail arrived, once.
  const recipients = smtp.received.flatMap((mail) => mail.to).sort();
  expect(recipients).toEqual([...owners].sort());

  // Afterwards, without a restart: the leader lock is held by exactly one instance (it was lost
  // with its connection in 1-3), and reads, writes and limits work through the balancer.
  const leaders = await queryOnce<{ pid: number }>(
    cluster.url(),
    "select pid from pg_locks where locktype = 'advisory' and granted and objsubid = 1 and objid = $1::oid",
    [jobLockKey("mail-idle-daemon") >>> 0],
  );
  expect(leaders).toHaveLength(1);
  const me = await api("/api/me", { headers: { authorization: `Bearer ${tokens[0]}` } });
  expect(me.status).toBe(200);
  const wrong = await api("/api/auth/login", {
    method: "POST",
    headers: { "x-device-id": "after", "x-forwarded-for": "10.205.0.1" },
    body: JSON.stringify({ email: "reader0@example.test", password: "wrong password" }),
  });
  expect(wrong.status).toBe(401);
  // One line per lost/back change per instance and outage, never one per request.
  for (const instance of instances) {
    expect(instance.lines.filter((line) => line.msg === "unhandled error")).toEqual([]);
    expect(instance.lines.filter((line) => line.event === "unhandled_rejection")).toEqual([]);
  }
});
