// Threads, acknowledgements and role broadcasts through the real fronts against a real `hub serve`:
// the `hub` CLI (child processes) and an MCP client over Streamable HTTP. The server's clock is the
// system's, so overdue is reached with a due time in the past (tests that move the clock are in
// core/message-threads.test.ts and server/messages-routes.test.ts).
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AgentHubEvent, Message, OverdueAck } from "../core/api.ts";
import {
  createProject,
  type RunningServer,
  spawnHub,
  startServer,
  type TestProject,
  waitForOutput,
} from "./e2e/hub-process.ts";

const T = 60_000;
const PAST = "2026-01-01T00:00:00Z";
let project: TestProject;
let server: RunningServer;

beforeAll(async () => {
  project = await createProject("messages");
  await project.run(["config", "set", "roles.reviewer.agents", "[rita, rob]"]);
  server = await startServer(project, ["--no-advertise"]);
  await project.run(["config", "set", "server.url", server.url]);
}, T);
afterAll(async () => {
  await server?.stop();
  await project?.remove();
});

describe("hub CLI against hub serve", () => {
  it(
    "a role broadcast reaches `watch --role`, shows in `overdue` per recipient, and `ack` clears it for one",
    async () => {
      const watching = spawnHub(["watch", "--once", "--role", "reviewer", "--json"], { cwd: project.dir });
      await waitForOutput(watching.child, "Watching hub events");
      const sent = await project.run([
        "message",
        "role:reviewer",
        "Freeze main at 5",
        "--from",
        "lead",
        "--ack-required",
        "--ack-due",
        PAST,
        "--json",
      ]);
      expect(sent.code, sent.stderr).toBe(0);
      const message = JSON.parse(sent.stdout) as Message;
      expect(message).toMatchObject({ to: "role:reviewer", recipients: ["rita", "rob"], ackRequired: true });
      const watched = await watching.done;
      expect(watched.code).toBe(0);
      expect(JSON.parse(watched.stdout) as AgentHubEvent).toMatchObject({
        type: "message",
        id: message.id,
        role: "reviewer",
      });

      const overdue = await project.run(["overdue", "--json"]);
      expect((JSON.parse(overdue.stdout) as OverdueAck[]).map((entry) => entry.agent)).toEqual(["rita", "rob"]);

      const refused = await project.run(["ack", message.id, "--agent", "lead"]);
      expect(refused.code).toBe(9);
      expect(refused.stderr).toContain("Only a recipient may acknowledge");

      expect((await project.run(["ack", message.id, "--agent", "rita"])).code).toBe(0);
      expect((await project.run(["ack", message.id], { HUB_AGENT: "rita" })).code).toBe(0);
      const left = await project.run(["overdue"]);
      expect(left.stdout.trim().split("\n")).toEqual([expect.stringMatching(new RegExp(`^${message.id}  rob  due `))]);
      const inbox = await project.run(["inbox", "--agent", "rob"]);
      expect(inbox.stdout).toContain(`[ack by ${new Date(PAST).toISOString()}: rob]`);
    },
    T,
  );

  it(
    "a reply joins the thread, `thread` prints it from any member, and a reply to a missing message exits 2",
    async () => {
      const root = (await project.run(["message", "rita", "Can you review TSK-0001?", "--from", "lead"])).stdout.trim();
      const reply = await project.run(["message", "lead", "Yes, after lunch", "--from", "rita", "--reply-to", root]);
      expect(reply.code, reply.stderr).toBe(0);
      const thread = await project.run(["thread", reply.stdout.trim()]);
      expect(thread.code).toBe(0);
      const lines = thread.stdout.trim().split("\n");
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(new RegExp(`^${root} .*lead -> rita: Can you review`));
      expect(lines[1]).toContain(`rita -> lead re ${root}: Yes, after lunch`);

      const missing = await project.run(["message", "lead", "x", "--from", "rita", "--reply-to", "MSG-0999"]);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('"replyTo" names no message');
      expect((await project.run(["thread", "MSG-0999"])).code).toBe(5);
    },
    T,
  );
});

describe("MCP message tools over HTTP", () => {
  let client: Client;
  const call = (name: string, args: Record<string, unknown>) =>
    client.callTool({ name, arguments: args }) as Promise<CallToolResult>;
  const data = <T>(result: CallToolResult): T => {
    expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
    return result.structuredContent as T;
  };

  beforeAll(async () => {
    const token = (await project.run(["token"])).stdout.trim();
    client = new Client({ name: "hub-test", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${token}` } },
      }),
    );
  }, T);
  afterAll(() => client?.close());

  it(
    "hub_message replies and asks for an ack; ack acknowledges (only as a recipient); hub_inbox reads a thread",
    async () => {
      const root = data<Message>(await call("hub_message", { from: "ana", to: "bo", text: "Deploy window?" }));
      const reply = data<Message>(
        await call("hub_message", { from: "bo", to: "ana", text: "Tonight", replyTo: root.id, ackRequired: true }),
      );
      expect(reply).toMatchObject({ threadId: root.id, ackRequired: true, ackDueAt: expect.any(String) });

      const refused = await call("hub_message", { from: "bo", ack: reply.id });
      expect(refused.isError).toBe(true);
      expect(JSON.stringify(refused.content)).toContain("forbidden: Only a recipient may acknowledge");
      const acked = data<Message>(await call("hub_message", { from: "ana", ack: reply.id }));
      expect(acked.acks).toEqual({ ana: expect.any(String) });

      const thread = data<{ items: Message[] }>(await call("hub_inbox", { agent: "ana", thread: reply.id }));
      expect(thread.items.map((message) => message.id)).toEqual([root.id, reply.id]);
      const missing = await call("hub_message", { from: "bo", to: "ana", text: "x", replyTo: "MSG-0999" });
      expect(JSON.stringify(missing.content)).toContain("invalid_input");
    },
    T,
  );
});
