// Threads, acknowledgement-required messages and role broadcasts in the core, with the clock
// injected: tests move time instead of waiting for it.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeProject, waitFor } from "../../test/hub-fixture.ts";
import type { AgentHubEvent } from "./api.ts";
import { manualClock } from "./clock.ts";
import { readConfig, setConfigValue, writeConfig } from "./config.ts";
import { passesFilter } from "./event-bus.ts";
import { type Hub, type OpenHubOptions, openHub } from "./hub.ts";
import { runWorkCycle } from "./work-loop.ts";

let hub: Hub | undefined;
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await hub?.close();
  await cleanup?.();
  hub = undefined;
  cleanup = undefined;
});

async function open(options: OpenHubOptions = {}) {
  const project = await makeProject();
  cleanup = project.cleanup;
  const clock = manualClock(Date.parse("2026-11-23T12:00:00.000Z"));
  hub = await openHub(project.projectDir, { clock, ...options });
  const events: AgentHubEvent[] = [];
  hub.subscribe((event) => events.push(event));
  return { hub, clock, events, projectDir: project.projectDir };
}

describe("threads", () => {
  it("a reply to a reply joins the root's thread, and the thread reads the same from any member", async () => {
    const { hub } = await open();
    const root = await hub.sendMessage({ from: "ana", to: "bo", text: "Port 7420?" });
    const reply = await hub.sendMessage({ from: "bo", to: "ana", text: "Yes", replyTo: root.id });
    const again = await hub.sendMessage({ from: "ana", to: "bo", text: "Thanks", replyTo: reply.id });
    await hub.sendMessage({ from: "ana", to: "bo", text: "Unrelated" });
    expect(reply).toMatchObject({ replyTo: root.id, threadId: root.id });
    expect(again).toMatchObject({ replyTo: reply.id, threadId: root.id });
    const ids = [root.id, reply.id, again.id];
    for (const member of ids) expect((await hub.getThread(member)).map((m) => m.id)).toEqual(ids);
  });

  it("refuses a reply to a missing message with 400 invalid_input naming it, and an unknown thread with not_found", async () => {
    const { hub } = await open();
    await expect(hub.sendMessage({ from: "a", to: "b", text: "x", replyTo: "MSG-0099" })).rejects.toMatchObject({
      code: "invalid_input",
      message: 'Invalid message: "replyTo" names no message: "MSG-0099" not found',
    });
    await expect(hub.sendMessage({ from: "a", to: "b", text: "x", replyTo: "TSK-0001" })).rejects.toMatchObject({
      code: "invalid_input",
    });
    await expect(hub.getThread("MSG-0099")).rejects.toMatchObject({ code: "not_found" });
    expect(await hub.listMessages()).toEqual([]);
  });
});

describe("acknowledgement-required messages", () => {
  it("is due in one hour by default and overdue for its recipient once the clock passes it", async () => {
    const { hub, clock } = await open();
    const message = await hub.sendMessage({ from: "ana", to: "bo", text: "Freeze main", ackRequired: true });
    expect(message.ackDueAt).toBe("2026-11-23T13:00:00.000Z");
    clock.advance(60 * 60 * 1000 - 1);
    expect(await hub.listOverdue()).toEqual([]);
    clock.advance(1);
    expect(await hub.listOverdue()).toMatchObject([
      { agent: "bo", dueAt: message.ackDueAt, message: { id: message.id } },
    ]);
    expect(await hub.listOverdue({ agent: "ana" })).toEqual([]);
  });

  it("takes a duration or an ISO time as due, and refuses anything else", async () => {
    const { hub } = await open();
    const soon = await hub.sendMessage({ from: "a", to: "b", text: "x", ackRequired: true, ackDue: "30m" });
    expect(soon.ackDueAt).toBe("2026-11-23T12:30:00.000Z");
    const at = await hub.sendMessage({
      from: "a",
      to: "b",
      text: "x",
      ackRequired: true,
      ackDue: "2026-11-24T09:00:00Z",
    });
    expect(at.ackDueAt).toBe("2026-11-24T09:00:00.000Z");
    await expect(
      hub.sendMessage({ from: "a", to: "b", text: "x", ackRequired: true, ackDue: "soon" }),
    ).rejects.toMatchObject({ code: "invalid_input", message: expect.stringContaining('"ackDue"') });
    await expect(hub.sendMessage({ from: "a", to: "b", text: "x", ackDue: "1h" })).rejects.toMatchObject({
      code: "invalid_input",
      message: 'Invalid message: "ackDue" needs "ackRequired": true',
    });
  });

  it("lets only a recipient ack (forbidden otherwise); acking twice writes and emits nothing more", async () => {
    const { hub, clock, events } = await open();
    const message = await hub.sendMessage({ from: "ana", to: "bo", text: "Freeze", ackRequired: true, ackDue: "1m" });
    await expect(hub.ackMessage(message.id, "ana")).rejects.toMatchObject({ code: "forbidden" });
    clock.advance(120_000);
    const acked = await hub.ackMessage(message.id, "bo");
    expect(acked).toMatchObject({ acks: { bo: expect.any(String) }, read: true });
    expect(await hub.ackMessage(message.id, "bo")).toEqual(acked);
    expect(await hub.listOverdue()).toEqual([]);
    expect(events.filter((event) => event.id === message.id).map((event) => event.action)).toEqual([
      "created",
      "updated",
    ]);
    await expect(hub.ackMessage("MSG-0099", "bo")).rejects.toMatchObject({ code: "not_found" });
  });

  it("publishes an ack written into the file by hand, and the overdue view follows it", async () => {
    const { hub, clock, events, projectDir } = await open({ watch: true, debounceMs: 20 });
    const message = await hub.sendMessage({ from: "ana", to: "bo", text: "Freeze", ackRequired: true, ackDue: "1m" });
    clock.advance(120_000);
    expect(await hub.listOverdue()).toHaveLength(1);
    const file = join(projectDir, ".hub/messages", `${message.id}.md`);
    const text = await readFile(file, "utf8");
    await writeFile(
      file,
      text.replace("ackRequired: true", "ackRequired: true\nacks:\n  bo: 2026-11-23T12:01:30.000Z"),
    );
    await waitFor(
      () => events.some((event) => event.id === message.id && event.action === "updated"),
      "the hand-edit event",
    );
    await hub.settle();
    expect(await hub.listOverdue()).toEqual([]);
    expect((await hub.getThread(message.id))[0]!.acks).toEqual({ bo: "2026-11-23T12:01:30.000Z" });
  });
});

describe("broadcast to a role", () => {
  it("reaches every holder (config and presence); each reads and acks separately; overdue names who has not", async () => {
    const { hub, clock, projectDir, events } = await open();
    await writeConfig(projectDir, setConfigValue(await readConfig(projectDir), "roles.reviewer.agents", ["rita"]));
    await hub.announce("rob", "reviewer");
    await hub.announce("dev", "developer");
    const message = await hub.sendMessage({
      from: "lead",
      to: "role:reviewer",
      text: "Review freeze at 5",
      ackRequired: true,
      ackDue: "10m",
    });
    expect(message).toMatchObject({ to: "role:reviewer", recipients: ["rita", "rob"], read: false });
    expect((await hub.listMessages({ agent: "rita" })).map((m) => m.id)).toEqual([message.id]);
    expect((await hub.listMessages({ agent: "rob", unread: true })).map((m) => m.id)).toEqual([message.id]);
    expect(await hub.listMessages({ agent: "dev" })).toEqual([]);

    expect(await hub.markMessageRead(message.id, { agent: "rita" })).toMatchObject({ read: true });
    expect(await hub.listMessages({ agent: "rita", unread: true })).toEqual([]);
    expect((await hub.listMessages({ agent: "rob", unread: true })).map((m) => m.id)).toEqual([message.id]);
    await expect(hub.markMessageRead(message.id)).rejects.toMatchObject({ code: "invalid_input" });
    await expect(hub.markMessageRead(message.id, { agent: "dev" })).rejects.toMatchObject({ code: "forbidden" });

    await hub.ackMessage(message.id, "rob");
    clock.advance(10 * 60_000);
    expect((await hub.listOverdue()).map((entry) => entry.agent)).toEqual(["rita"]);
    await hub.ackMessage(message.id, "rita");
    expect(await hub.listOverdue()).toEqual([]);

    const created = events.find((event) => event.id === message.id && event.action === "created")!;
    expect(created).toMatchObject({ to: "role:reviewer", role: "reviewer" });
    const entry = { kind: "change" as const, seq: 1, event: created };
    expect(passesFilter(entry, { role: "reviewer" })).toBe(true);
    expect(passesFilter(entry, { role: "developer" })).toBe(false);
  });

  it("refuses a role nobody holds with 409 conflict and an empty role name with invalid_input", async () => {
    const { hub } = await open();
    await expect(hub.sendMessage({ from: "a", to: "role:qa", text: "x" })).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringContaining('holds the role "qa"'),
    });
    await expect(hub.sendMessage({ from: "a", to: "role: ", text: "x" })).rejects.toMatchObject({
      code: "invalid_input",
    });
    expect(await hub.listMessages()).toEqual([]);
    // The sender alone holding the role is nobody else: a broadcast never goes to its own sender.
    await hub.announce("a", "qa");
    await expect(hub.sendMessage({ from: "a", to: "role:qa", text: "x" })).rejects.toMatchObject({ code: "conflict" });
    await hub.announce("b", "qa");
    expect(await hub.sendMessage({ from: "a", to: "role:qa", text: "x" })).toMatchObject({ recipients: ["b"] });
  });

  it("records both acks when two recipients ack at once through two hubs on the same files", async () => {
    const { hub, projectDir } = await open();
    await writeConfig(
      projectDir,
      setConfigValue(await readConfig(projectDir), "roles.reviewer.agents", ["rita", "rob"]),
    );
    const other = await openHub(projectDir);
    try {
      for (let round = 0; round < 10; round++) {
        const message = await hub.sendMessage({
          from: "lead",
          to: "role:reviewer",
          text: `r${round}`,
          ackRequired: true,
        });
        await Promise.all([hub.ackMessage(message.id, "rita"), other.ackMessage(message.id, "rob")]);
        expect(Object.keys((await hub.getThread(message.id))[0]!.acks ?? {}).sort()).toEqual(["rita", "rob"]);
      }
    } finally {
      await other.close();
    }
  });

  it("hub work drains a role message for one recipient and leaves it unread for the other", async () => {
    const { hub, projectDir } = await open();
    await writeConfig(
      projectDir,
      setConfigValue(await readConfig(projectDir), "roles.reviewer.agents", ["rita", "rob"]),
    );
    const message = await hub.sendMessage({ from: "lead", to: "role:reviewer", text: "Look at TSK-0002" });
    const batch = await runWorkCycle(hub, { agent: "rita", role: "reviewer", waitMs: 0 });
    expect(batch.messages.map((m) => [m.id, m.read])).toEqual([[message.id, true]]);
    expect(await hub.listMessages({ agent: "rita", unread: true })).toEqual([]);
    expect((await hub.listMessages({ agent: "rob", unread: true })).map((m) => m.id)).toEqual([message.id]);
  });
});
