import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import type { HubApi } from "../../core/api.ts";
import { toolResult } from "../tool-result.ts";

export function registerMessageTools(server: McpServer, hub: HubApi): void {
  server.registerTool(
    "hub_message",
    {
      description: "Send a direct message to an agent.",
      inputSchema: {
        from: z.string().min(1),
        to: z.string().min(1),
        text: z.string().min(1),
        taskId: z.string().optional(),
      },
    },
    (args) => toolResult(() => hub.sendMessage(args)),
  );
  server.registerTool(
    "hub_inbox",
    {
      description: "List messages addressed to an agent (newest last). Does not mark them read; hub_work does.",
      inputSchema: { agent: z.string().min(1), unreadOnly: z.boolean().optional() },
    },
    ({ agent, unreadOnly }) => toolResult(() => hub.listMessages({ agent, unread: unreadOnly })),
  );
}
