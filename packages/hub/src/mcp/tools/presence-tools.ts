import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod";
import type { HubApi } from "../../core/api.ts";
import { toolResult } from "../tool-result.ts";
import { listOf, READ, text } from "../tool-shapes.ts";

const presence = z.looseObject({ agent: z.string(), role: z.string() });

export function registerPresenceTools(server: McpServer, hub: HubApi): void {
  server.registerTool(
    "hub_hello",
    {
      description: "Announce your name and role (architect, developer, ...) to the other agents.",
      inputSchema: { agent: text, role: text },
      outputSchema: presence,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
    },
    ({ agent, role }) => toolResult(() => hub.announce(agent, role)),
  );
  server.registerTool(
    "hub_agents",
    {
      description: "List the agents present now and their roles.",
      inputSchema: z.object({}).strict(),
      outputSchema: listOf(presence),
      annotations: READ,
    },
    () => toolResult(() => hub.listAgents()),
  );
}
