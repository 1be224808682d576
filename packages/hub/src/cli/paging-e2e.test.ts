// Task lists come in pages, the same way through REST, MCP and the CLI: id order, a default
// limit, `after` (MCP: cursor) for the next page, and filters by status, role and claimant.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject, type RunningServer, startServer, type TestProject } from "./e2e/hub-process.ts";

const T = 60_000;

describe("paged task lists (server, REST, MCP, CLI)", () => {
  let project: TestProject;
  let server: RunningServer;
  let token: string;
  let mcp: Client;

  beforeAll(async () => {
    project = await createProject("paging");
    server = await startServer(project, ["--no-advertise"]);
    token = (await project.run(["token"])).stdout.trim();
    for (let n = 1; n <= 5; n++) {
      expect((await project.run(["task", "create", `Task ${n}`, "--role", n % 2 ? "odd" : "even"])).code).toBe(0);
    }
    expect((await project.run(["task", "claim", "TSK-0003", "--agent", "cid"])).code).toBe(0);
    mcp = new Client({ name: "paging", version: "1.0.0" });
    await mcp.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${token}` } },
      }),
    );
  }, T);
  afterAll(async () => {
    await mcp?.close();
    await server?.stop();
    await project?.remove();
  });

  const rest = async (query: string) =>
    (
      (await (
        await fetch(`${server.url}/tasks?${query}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        id: string;
      }[]
    ).map((task) => task.id);
  const tool = async (args: Record<string, unknown>) =>
    ((await mcp.callTool({ name: "hub_task_list", arguments: args })) as CallToolResult).structuredContent as {
      items: { id: string }[];
      nextCursor?: string;
    };

  it("REST pages with limit and after, and filters by claimant", async () => {
    expect(await rest("limit=2")).toEqual(["TSK-0001", "TSK-0002"]);
    expect(await rest("limit=2&after=TSK-0002")).toEqual(["TSK-0003", "TSK-0004"]);
    expect(await rest("limit=2&after=TSK-0004")).toEqual(["TSK-0005"]);
    expect(await rest("claimedBy=cid")).toEqual(["TSK-0003"]);
    expect(await rest("role=even")).toEqual(["TSK-0002", "TSK-0004"]);
  });

  it("MCP returns items and a nextCursor while more follow", async () => {
    const first = await tool({ limit: 2 });
    expect(first).toEqual({
      items: [expect.objectContaining({ id: "TSK-0001" }), expect.objectContaining({ id: "TSK-0002" })],
      nextCursor: "TSK-0002",
    });
    const last = await tool({ limit: 2, cursor: "TSK-0004" });
    expect(last.items.map((task) => task.id)).toEqual(["TSK-0005"]);
    expect(last.nextCursor).toBeUndefined();
    expect((await tool({ claimedBy: "cid", status: "in_progress" })).items.map((task) => task.id)).toEqual([
      "TSK-0003",
    ]);
  });

  it(
    "the CLI prints one page and names the next one on stderr",
    async () => {
      const first = await project.run(["task", "list", "--limit", "2"]);
      expect(
        first.stdout
          .trim()
          .split("\n")
          .map((line) => line.split(" ")[0]),
      ).toEqual(["TSK-0001", "TSK-0002"]);
      expect(first.stderr).toContain("More tasks: hub task list --after TSK-0002");
      const rest = await project.run(["task", "list", "--after", "TSK-0004", "--json"]);
      expect(JSON.parse(rest.stdout).map((task: { id: string }) => task.id)).toEqual(["TSK-0005"]);
      expect(rest.stderr).not.toContain("More tasks");
      expect((await project.run(["task", "list", "--limit", "0"])).code).toBe(2);
    },
    T,
  );
});
