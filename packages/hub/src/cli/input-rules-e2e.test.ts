// One set of input rules, whatever the front: the same bad input through REST, MCP (Streamable
// HTTP, the real SDK client), the CLI against the server and the CLI in local mode is refused the
// same way (invalid_input, HTTP 400, CLI exit 2), writes no file and publishes no event.
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { EventSource } from "eventsource";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AgentHubEvent } from "../core/api.ts";
import { createProject, type RunningServer, startServer, type TestProject } from "./e2e/hub-process.ts";

const T = 60_000;
const LONG_TITLE = "x".repeat(501);

/** Each bad input as every front takes it. */
const CASES = [
  { name: "a whitespace-only title", rest: { title: "   " }, mcp: { title: "   " }, cli: ["task", "create", "   "] },
  {
    name: "an over-long title",
    rest: { title: LONG_TITLE },
    mcp: { title: LONG_TITLE },
    cli: ["task", "create", LONG_TITLE],
  },
  {
    name: "an unknown status",
    rest: { title: "Fine", status: "someday" },
    mcp: { title: "Fine", status: "someday" },
    cli: ["task", "create", "Fine", "--status", "someday"],
  },
  {
    name: "a title with control characters",
    rest: { title: "Bell\u0007 and \u001b[31mred" },
    mcp: { title: "Bell\u0007 and \u001b[31mred" },
    cli: ["task", "create", "Bell\u0007 and \u001b[31mred"],
  },
];

describe("the same input rules through every front", () => {
  let project: TestProject;
  let local: TestProject;
  let server: RunningServer;
  let token: string;
  let mcp: Client;
  let source: EventSource;
  const events: AgentHubEvent[] = [];

  beforeAll(async () => {
    project = await createProject("rules");
    local = await createProject("rules-local");
    server = await startServer(project, ["--no-advertise"]);
    token = (await project.run(["token"])).stdout.trim();
    mcp = new Client({ name: "rules", version: "1.0.0" });
    await mcp.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${token}` } },
      }),
    );
    source = new EventSource(`${server.url}/events`, {
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...init?.headers, authorization: `Bearer ${token}` } }),
    });
    source.addEventListener("message", (message) => events.push(JSON.parse(message.data) as AgentHubEvent));
    await new Promise((resolve) => source.addEventListener("open", resolve, { once: true }));
    expect((await project.run(["task", "create", "Existing"])).code).toBe(0);
  }, T);
  afterAll(async () => {
    source?.close();
    await mcp?.close();
    await server?.stop();
    await project?.remove();
    await local?.remove();
  });

  const rest = (method: string, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const mcpError = async (name: string, args: Record<string, unknown>) => {
    const result = (await mcp.callTool({ name, arguments: args })) as CallToolResult;
    expect(result.isError).toBe(true);
    return result.content[0]?.type === "text" ? result.content[0].text : "";
  };
  const taskFiles = async (dir: string) => (await readdir(join(dir, ".hub", "tasks"))).filter((f) => f.endsWith(".md"));

  it.each(CASES)(
    "refuses $name as invalid_input on REST, MCP and the CLI (server and local mode)",
    async ({ rest: body, mcp: args, cli }) => {
      const answer = await rest("POST", "/tasks", body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: "invalid_input" });
      expect(await mcpError("hub_task_create", args)).toMatch(/^invalid_input: /);
      const viaServer = await project.run(cli);
      expect(viaServer.code).toBe(2);
      expect(viaServer.stdout).toBe("");
      const viaFiles = await local.run(cli);
      expect(viaFiles.code).toBe(2);
      expect(viaFiles.stdout).toBe("");
    },
    T,
  );

  it(
    "refuses an empty patch on every front, and nothing bad was written or published",
    async () => {
      const answer = await rest("PATCH", "/tasks/TSK-0001", {});
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: "invalid_input" });
      expect(await mcpError("hub_task_update", { id: "TSK-0001" })).toMatch(/^invalid_input: .*at least one field/);
      expect((await project.run(["task", "update", "TSK-0001"])).code).toBe(2);
      const localCreate = await local.run(["task", "create", "Local one"]);
      expect(localCreate.code).toBe(0);
      expect(localCreate.stderr).toContain("working on the .hub files directly (local mode)");
      expect((await local.run(["task", "update", "TSK-0001"])).code).toBe(2);

      // A marker write: once its event is in, every earlier one would be too.
      expect((await project.run(["task", "create", "Marker"])).code).toBe(0);
      await expect.poll(() => events.some((event) => event.title === "Marker"), { timeout: 300_000 }).toBe(true);
      expect(events.filter((event) => event.type === "task").map((event) => [event.action, event.title])).toEqual([
        ["created", "Existing"],
        ["created", "Marker"],
      ]);
      expect(await taskFiles(project.dir)).toEqual(["TSK-0001.md", "TSK-0002.md"]);
      expect(await taskFiles(local.dir)).toEqual(["TSK-0001.md"]);
    },
    T,
  );
});
