import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureIo, startTestHub, type TestHub } from "../../../test/hub-fixture.ts";
import { UsageError } from "../cli-io.ts";
import type { CommandContext } from "../context.ts";
import { parseChoice, parseSeconds } from "../flags.ts";
import { askAnswer } from "./ask/answer.ts";
import { askCreate } from "./ask/create.ts";
import { inboxList } from "./inbox/list.ts";
import { messageSend } from "./message/send.ts";
import { taskCreate } from "./task/create.ts";
import { taskList } from "./task/list.ts";
import { taskSearch } from "./task/search.ts";
import { watchStream } from "./watch/stream.ts";

/** Commands run in-process with a captured IO and the real core as their hub. */
describe("client commands with injected IO and hub", () => {
  let server: TestHub;
  let io: ReturnType<typeof captureIo>;
  let ctx: CommandContext;

  beforeAll(async () => {
    server = await startTestHub();
  });
  afterAll(async () => {
    await server?.close();
  });

  function context(signal = new AbortController().signal): CommandContext {
    io = captureIo(server.projectDir);
    return { io, hub: async () => server.hub, isTTY: false, defaultAgent: undefined, signal };
  }

  it("hub ready lists the queue by priority and task search finds by body words", async () => {
    ctx = context();
    await taskCreate({ title: "Later", priority: "low", labels: ["queue-test"], json: false }, ctx);
    const later = io.out.join("").trim();
    ctx = context();
    await taskCreate(
      { title: "Sooner", priority: "urgent", labels: ["queue-test"], body: "zebra crossing", json: false },
      ctx,
    );
    const sooner = io.out.join("").trim();
    ctx = context();
    await taskList({ ready: true, label: "queue-test", json: false }, ctx);
    const lines = io.out.join("").trim().split("\n");
    expect(lines.map((line) => line.split(" ")[0])).toEqual([sooner, later]);
    expect(lines[0]).toContain("priority=urgent");
    ctx = context();
    await taskSearch({ query: "zebra", json: true }, ctx);
    expect(JSON.parse(io.out.join(""))).toEqual([
      expect.objectContaining({ task: expect.objectContaining({ id: sooner }) }),
    ]);
  });

  it("task create prints the id and task list --json prints the records", async () => {
    ctx = context();
    await taskCreate({ title: "In-process", role: "developer", json: false }, ctx);
    const id = io.out.join("").trim();
    expect(id).toMatch(/^TSK-\d+$/);
    ctx = context();
    await taskList({ role: "developer", json: true }, ctx);
    expect(JSON.parse(io.out.join(""))).toEqual([expect.objectContaining({ id, title: "In-process" })]);
  });

  it("message then inbox prints a readable line with the unread mark", async () => {
    ctx = context();
    await messageSend({ to: "ivy", text: "Hi Ivy", from: "arch", json: false }, ctx);
    ctx = context();
    await inboxList({ agent: "ivy", unread: true, json: false }, ctx);
    expect(io.out.join("")).toMatch(/^MSG-\d+ {2}\* \S+ {2}arch -> ivy: Hi Ivy\n$/);
  });

  it("ask --wait prints only the answer on stdout once it is answered", async () => {
    ctx = context();
    const waiting = askCreate({ question: "Ready?", from: "dev", wait: true, timeoutSeconds: 10, json: false }, ctx);
    const waitingIo = io;
    let ask: { id: string } | undefined;
    await expect
      .poll(async () => {
        ask = (await server.hub.listAsks({ status: "pending" })).find((candidate) => candidate.question === "Ready?");
        return ask !== undefined;
      })
      .toBe(true);
    await askAnswer({ id: ask!.id, answer: "Go" }, context());
    await waiting;
    expect(waitingIo.out.join("")).toBe("Go\n");
  });

  it("watch --once prints the first event and returns", async () => {
    ctx = context();
    const watching = watchStream({ once: true, json: false }, ctx);
    await expect.poll(() => io.err.join("")).toContain("Watching hub events");
    await server.hub.announce("wes", "tester");
    await watching;
    expect(io.out.join("")).toBe("wes joined as tester\n");
  });

  it("flag parsers reject bad values with a usage error that names the flag", () => {
    expect(() => parseChoice("--status", "later", ["todo", "done"])).toThrow(UsageError);
    expect(() => parseChoice("--status", "later", ["todo", "done"])).toThrow('Invalid --status "later"');
    expect(() => parseSeconds("--timeout", "-3")).toThrow("expected a positive number of seconds");
    expect(parseSeconds("--timeout", "1.5")).toBe(1.5);
  });
});
