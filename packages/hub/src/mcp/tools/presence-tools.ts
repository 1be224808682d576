import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import type { HubApi } from "../../core/api.ts";
import { toolResult } from "../tool-result.ts";

export function registerPresenceTools(server: McpServer, hub: HubApi): void {
  server.registerTool(
    "hub_hello",
    {
      description: "Announce yourself and your role (e.g. architect, developer) to the other agents.",
      inputSchema: { agent: z.string().min(1), role: z.string().min(1) },
    },
    ({ agent, role }) => toolResult(() => hub.announce(agent, role)),
  );
  server.registerTool(
    "hub_agents",
    { description: "List the agents present now and their roles.", inputSchema: z.object({}).strict() },
    () => toolResult(() => hub.listAgents()),
  );
}
