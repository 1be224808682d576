import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpClient } from "../client/http-client.ts";
import type { AgentHubEvent } from "../core/api.ts";
import { openHub } from "../core/hub.ts";
import {
  createProject,
  type RunningServer,
  spawnHub,
  startServer,
  type TestProject,
  waitForOutput,
} from "./e2e/hub-process.ts";

const T = 30_000;

describe("hub CLI against a running server (spawned processes)", () => {
  let project: TestProject;
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    project = await createProject("cli-e2e");
    server = await startServer(project, ["--no-advertise"]);
    const set = await project.run(["config", "set", "server.url", server.url]);
    expect(set.code).toBe(0);
    token = (await project.run(["token"])).stdout.trim();
  }, T);
  afterAll(async () => {
    await server?.stop();
    await project?.remove();
  });

  function askIdOf(text: string): string {
    const id = /ASK-\d+/.exec(text)?.[0];
    if (!id) throw new Error(`No ask id in: ${text}`);
    return id;
  }

  it(
    "ask --wait exits 0 with the answer given by `ask answer` from a second process",
    async () => {
      const waiting = spawnHub(["ask", "Which port?", "--from", "dev", "--wait", "--timeout", "20"], {
        cwd: project.dir,
      });
      await waitForOutput(waiting.child, "waiting up to");
      const id = askIdOf((await project.run(["ask", "list", "--status", "pending", "--json"])).stdout);
      const answer = await project.run(["ask", "answer", id, "Use 7420", "--by", "arch"]);
      expect(answer.code).toBe(0);
      const result = await waiting.done;
      expect(result.code).toBe(0);
      expect(result.stdout).toBe("Use 7420\n");
    },
    T,
  );

  it(
    "ask --wait is released by an answer written into the ask's file by hand",
    async () => {
      const waiting = spawnHub(["ask", "Ship it?", "--from", "dev", "--wait", "--timeout", "20"], { cwd: project.dir });
      await waitForOutput(waiting.child, "waiting up to");
      const list = JSON.parse((await project.run(["ask", "list", "--status", "pending", "--json"])).stdout) as {
        id: string;
        question: string;
      }[];
      const id = list.find((ask) => ask.question === "Ship it?")!.id;
      const file = join(project.dir, ".hub", "asks", `${id}.md`);
      const text = await readFile(file, "utf8");
      const now = new Date().toISOString();
      await writeFile(
        file,
        text
          .replace("status: pending", `status: answered\nanswer: "Yes, by hand"\nansweredAt: ${now}`)
          .replace(/updatedAt: .*/, `updatedAt: ${now}`),
      );
      const result = await waiting.done;
      expect(result.code).toBe(0);
      expect(result.stdout).toBe("Yes, by hand\n");
    },
    T,
  );

  it(
    "ask --wait exits with the timeout code 4 when nobody answers",
    async () => {
      const result = await project.run(["ask", "Anyone?", "--from", "dev", "--wait", "--timeout", "1"]);
      expect(result.code).toBe(4);
      expect(result.stderr).toContain("still pending");
    },
    T,
  );

  it(
    "ask to the ceo is rerouted to the architect and escalate marks it for the ceo",
    async () => {
      const created = await project.run(["ask", "Budget?", "--from", "dev", "--to", "ceo", "--json"]);
      const ask = JSON.parse(created.stdout) as { id: string; to: string };
      expect(ask.to).toBe("arch");
      const escalated = await project.run(["ask", "escalate", ask.id]);
      expect(escalated.code).toBe(0);
      expect(escalated.stdout).toContain("escalated to ceo");
    },
    T,
  );

  it(
    "watch --once prints who joined in which role and exits 0",
    async () => {
      const watching = spawnHub(["watch", "--once"], { cwd: project.dir });
      await waitForOutput(watching.child, "Watching hub events");
      expect((await project.run(["hello", "--agent", "rita", "--role", "reviewer"])).code).toBe(0);
      const result = await watching.done;
      expect(result.code).toBe(0);
      expect(result.stdout).toBe("rita joined as reviewer\n");
    },
    T,
  );

  it(
    "watch --role filters on the client too: an event for another role is not printed",
    async () => {
      const watching = spawnHub(["watch", "--once", "--role", "developer", "--json"], { cwd: project.dir });
      await waitForOutput(watching.child, "Watching hub events");
      await project.run(["task", "create", "For QA", "--role", "qa"]);
      await project.run(["task", "create", "For devs", "--role", "developer"]);
      const result = await watching.done;
      expect(result.code).toBe(0);
      const event = JSON.parse(result.stdout) as AgentHubEvent;
      expect(event).toMatchObject({ type: "task", action: "created", title: "For devs", role: "developer" });
    },
    T,
  );

  it(
    "message then inbox --unread lists it for the addressee only",
    async () => {
      const sent = await project.run(["message", "dana", "Please review TSK-0001", "--from", "arch"]);
      expect(sent.code).toBe(0);
      const id = sent.stdout.trim();
      expect(id).toMatch(/^MSG-\d+$/);
      const inbox = JSON.parse((await project.run(["inbox", "--agent", "dana", "--unread", "--json"])).stdout) as {
        id: string;
        text: string;
        read: boolean;
      }[];
      expect(inbox).toEqual([expect.objectContaining({ id, text: "Please review TSK-0001", read: false })]);
      const other = await project.run(["inbox", "--agent", "nobody", "--unread", "--json"]);
      expect(JSON.parse(other.stdout)).toEqual([]);
    },
    T,
  );

  it(
    "work for an ordinary agent wakes on a message event, drains it and reminds an unattended agent to ask",
    async () => {
      const working = spawnHub(["work", "--agent", "olga", "--once", "--unattended", "--json", "--timeout", "20"], {
        cwd: project.dir,
      });
      await waitForOutput(working.child, "Work loop for olga");
      await project.run(["message", "olga", "Start on the parser", "--from", "arch"]);
      const result = await working.done;
      expect(result.code).toBe(0);
      const batch = JSON.parse(result.stdout) as { messages: { text: string; read: boolean }[]; reminder: string };
      expect(batch.messages).toEqual([expect.objectContaining({ text: "Start on the parser", read: true })]);
      expect(batch.reminder).toContain("hub_ask");
      const unread = await project.run(["inbox", "--agent", "olga", "--unread", "--json"]);
      expect(JSON.parse(unread.stdout)).toEqual([]);
    },
    T,
  );

  it(
    "work for the architect returns reviews, asks and messages",
    async () => {
      await project.run(["hello", "--agent", "arch", "--role", "architect"]);
      const task = (
        await project.run(["task", "create", "Review me", "--status", "review", "--reviewer", "arch"])
      ).stdout.trim();
      const ask = (await project.run(["ask", "Tabs or spaces?", "--from", "dev"])).stdout.trim();
      await project.run(["message", "arch", "Done with TSK", "--from", "dev"]);
      const result = await project.run(["work", "--agent", "arch", "--once", "--json", "--timeout", "5"]);
      expect(result.code).toBe(0);
      const batch = JSON.parse(result.stdout) as {
        role: string;
        reviews: { id: string }[];
        asks: { id: string }[];
        messages: { text: string }[];
      };
      expect(batch.role).toBe("architect");
      expect(batch.reviews.map((t) => t.id)).toContain(task);
      expect(batch.asks.map((a) => a.id)).toContain(ask);
      expect(batch.messages.map((m) => m.text)).toContain("Done with TSK");
    },
    T,
  );

  it(
    "writes in non-server mode reach the server's subscribers exactly once through its watcher",
    async () => {
      const events: AgentHubEvent[] = [];
      const client = createHttpClient({ url: server.url, token });
      let opened: () => void = () => {};
      const open = new Promise<void>((resolve) => {
        opened = resolve;
      });
      const subscription = client.subscribe((event) => events.push(event), { onOpen: () => opened() });
      await open;
      // Another writer on the same files (the core opened on the folder, as a local-mode CLI does).
      const local = await openHub(project.dir);
      const { id } = await local.createTask({ title: "Written locally" });
      await local.close();
      const marker = (await project.run(["task", "create", "Marker via server"])).stdout.trim();
      // The bound only ends a hang (vitest.shared.ts): the events arrive when the machine gets to them.
      await expect.poll(() => events.some((e) => e.id === marker), { timeout: 300_000 }).toBe(true);
      await expect.poll(() => events.some((e) => e.id === id), { timeout: 300_000 }).toBe(true);
      // A hand-written marker after the local write: the watcher publishes it after any duplicate.
      await writeFile(join(project.dir, ".hub/tasks/TSK-8888.md"), "---\ntitle: Watcher marker\n---\n");
      await expect.poll(() => events.some((e) => e.id === "TSK-8888"), { timeout: 300_000 }).toBe(true);
      subscription.close();
      expect(events.filter((e) => e.type === "task" && e.id === id)).toEqual([
        expect.objectContaining({ action: "created", title: "Written locally" }),
      ]);
    },
    T,
  );

  it(
    "config get reads back what config set wrote, as text or JSON",
    async () => {
      expect((await project.run(["config", "set", "roles.qa.preferredAgent", "quinn"])).code).toBe(0);
      expect((await project.run(["config", "get", "roles.qa.preferredAgent"])).stdout).toBe("quinn\n");
      const roles = JSON.parse((await project.run(["config", "get", "roles", "--json"])).stdout);
      expect(roles).toEqual({ architect: { preferredAgent: "arch" }, qa: { preferredAgent: "quinn" } });
      expect((await project.run(["config", "get", "no.such.key"])).code).toBe(5);
    },
    T,
  );

  it(
    "maps failures to exit codes: 2 for usage, 5 for an unknown id, 3 when no hub is reachable",
    async () => {
      const usage = await project.run(["ask", "list", "--status", "bogus"]);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('Invalid --status "bogus"');
      expect((await project.run(["task", "show", "TSK-9999"])).code).toBe(5);
      expect((await project.run(["frobnicate"])).code).toBe(2);
      const nowhere = await spawnHub(["inbox", "--agent", "x"], {
        cwd: "/",
        env: { HUB_URL: "http://127.0.0.1:9" },
      }).done;
      expect(nowhere.code).toBe(3);
    },
    T,
  );
});
