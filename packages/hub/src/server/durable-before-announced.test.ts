// A created entity is announced only once it is durable: its content synced (fdatasync of the
// temporary file) before it gets its name (link), and the name synced (fsync of the folder) before
// the event reaches an SSE subscriber. Creates that arrive together share folder syncs (group
// commit), and still none is announced before the sync that covers it. Observed from the outside:
// the real server runs under strace, which records its system calls in the order they happen.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFile } from "node:fs/promises";
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeProject } from "../../test/hub-fixture.ts";
import { HUB_BIN } from "../cli/e2e/hub-process.ts";
import { readTokenFile } from "../core/token.ts";

const CREATES = 24;

interface Call {
  /** Position of the call's start and of its end in the trace. */
  start: number;
  end: number;
  name: string;
  args: string;
  result: string;
}

/** The completed system calls of an `strace -f` log, with `<unfinished ...>` halves joined. */
function parseTrace(log: string): Call[] {
  const calls: Call[] = [];
  const pending = new Map<string, { start: number; name: string; args: string }>();
  const lines = log.split("\n");
  lines.forEach((line, position) => {
    const match = /^(\d+)\s+(.*)$/.exec(line);
    if (!match) return;
    const [, pid, rest] = match as unknown as [string, string, string];
    const unfinished = /^(\w+)\((.*) <unfinished \.\.\.>$/.exec(rest);
    if (unfinished) {
      pending.set(pid, { start: position, name: unfinished[1]!, args: unfinished[2]! });
      return;
    }
    const resumed = /^<\.\.\. (\w+) resumed>(.*)\)\s+= (.*)$/.exec(rest);
    if (resumed) {
      const begun = pending.get(pid);
      pending.delete(pid);
      if (begun) calls.push({ ...begun, args: begun.args + resumed[2], end: position, result: resumed[3]! });
      return;
    }
    const whole = /^(\w+)\((.*)\)\s+= (.*)$/.exec(rest);
    if (whole) calls.push({ start: position, end: position, name: whole[1]!, args: whole[2]!, result: whole[3]! });
  });
  return calls.sort((a, b) => a.end - b.end);
}

/** Which path each file descriptor named at each point: fd → [position opened, path] history. */
function pathAt(calls: Call[]): (fd: string, position: number) => string | undefined {
  const opened: { fd: string; path: string; from: number; to: number }[] = [];
  for (const call of calls) {
    if (call.name === "openat" && /^\d+$/.test(call.result)) {
      const path = /"([^"]*)"/.exec(call.args)?.[1];
      if (path) opened.push({ fd: call.result, path, from: call.end, to: Number.POSITIVE_INFINITY });
    } else if (call.name === "close") {
      const fd = call.args.trim();
      const open = opened.findLast((entry) => entry.fd === fd && entry.to === Number.POSITIVE_INFINITY);
      if (open) open.to = call.start;
    }
  }
  return (fd, position) =>
    opened.findLast((entry) => entry.fd === fd && entry.from < position && position <= entry.to)?.path;
}

describe("durability before announcement", () => {
  let trace: Call[];
  let folder: string;
  let received: string[];
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const project = await makeProject();
    cleanup = project.cleanup;
    folder = join(project.projectDir, ".hub", "tasks");
    const log = join(project.projectDir, "strace.log");
    const server = spawn(
      "strace",
      [
        "-f",
        "--seccomp-bpf",
        "-qq",
        "-s",
        "400",
        "-e",
        "trace=openat,close,fdatasync,fsync,linkat,link,write,writev",
        // Each file's content sync takes 0.1 s more, as on a slow disk: the creates sent together
        // then wait for it side by side and link at about the same time, however busy the machine
        // is (without it, a loaded machine could serve them one by one and share no folder sync).
        "-e",
        "inject=fdatasync:delay_exit=100000",
        "-o",
        log,
        process.execPath,
        HUB_BIN,
        "serve",
        "--host",
        "127.0.0.1",
        "--port",
        "0",
        "--no-advertise",
        "--dir",
        project.projectDir,
      ],
      // Its own process group: the stop signal reaches the server, and strace ends with it.
      { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, HUB_DISCOVERY_MS: "0" }, detached: true },
    );
    const [chunk] = (await once(server.stdout!, "data")) as [Buffer];
    const url = chunk.toString().trim();
    const token = (await readTokenFile(project.projectDir))!;
    const headers = { authorization: `Bearer ${token}` };

    received = [];
    let connected!: () => void;
    const subscribed = new Promise<void>((resolve) => {
      connected = resolve;
    });
    const allReceived = new Promise<void>((resolve, reject) => {
      const events = request(`${url}/events`, { headers }, (response) => {
        connected();
        response.setEncoding("utf8");
        response.on("data", (text: string) => {
          for (const id of text.matchAll(/"action":"created","id":"(TSK-\d+)"/g)) received.push(id[1]!);
          if (received.length === CREATES) {
            events.destroy();
            resolve();
          }
        });
      });
      events.on("error", reject);
      events.end();
    });
    await subscribed;
    const create = (title: string) =>
      fetch(`${url}/tasks`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ title }),
      }).then((response) => expect(response.status).toBe(201));
    // Four one at a time, then the rest together.
    for (let n = 0; n < 4; n++) await create(`one at a time ${n}`);
    await Promise.all(Array.from({ length: CREATES - 4 }, (_, n) => create(`together ${n}`)));
    await allReceived;
    const exited = once(server, "exit");
    process.kill(-server.pid!, "SIGTERM");
    await exited;
    trace = parseTrace(await readFile(log, "utf8"));
  }, 60_000);
  afterAll(async () => {
    await cleanup?.();
  });

  it("links each file after its content is synced and announces it after a folder sync that began after the link", () => {
    expect([...received].sort()).toHaveLength(CREATES);
    const path = pathAt(trace);
    const folderSyncs = trace.filter((call) => call.name === "fsync" && path(call.args.trim(), call.start) === folder);
    for (const id of received) {
      const link = trace.find(
        (call) => (call.name === "link" || call.name === "linkat") && call.args.includes(`/tasks/${id}.md"`),
      );
      expect(link, id).toBeDefined();
      const temp = /"([^"]+\.tmp)"/.exec(link!.args)![1]!;
      const dataSync = trace.find(
        (call) => call.name === "fdatasync" && path(call.args.trim(), call.start) === temp && call.end < link!.start,
      );
      expect(dataSync, `${id}: content synced before the link`).toBeDefined();
      const announced = trace.find(
        (call) =>
          (call.name === "write" || call.name === "writev") &&
          call.args.includes(`\\"action\\":\\"created\\",\\"id\\":\\"${id}\\"`) &&
          call.args.includes("data: "),
      );
      expect(announced, `${id}: announced`).toBeDefined();
      const covering = folderSyncs.find((sync) => sync.start > link!.end && sync.end < announced!.start);
      expect(covering, `${id}: a folder sync between the link and the announcement`).toBeDefined();
    }
  });

  it("shares folder syncs between creates that arrive together", () => {
    const path = pathAt(trace);
    const folderSyncs = trace.filter((call) => call.name === "fsync" && path(call.args.trim(), call.start) === folder);
    expect(folderSyncs.length).toBeGreaterThan(0);
    expect(folderSyncs.length).toBeLessThan(CREATES);
  });
});
