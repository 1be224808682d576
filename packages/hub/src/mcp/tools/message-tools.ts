import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import type { HubApi, MessageCreate } from "../../core/api.ts";
import { definedOnly } from "../../core/input-rules.ts";
import { toolResult } from "../tool-result.ts";
import { CREATE, listOf, optionalText, READ, record, text } from "../tool-shapes.ts";

export function registerMessageTools(server: McpServer, hub: HubApi): void {
  server.registerTool(
    "hub_message",
    {
      description: "Send a direct message to an agent.",
      inputSchema: { from: text, to: text, text, taskId: optionalText },
      outputSchema: record.shape,
      annotations: CREATE,
    },
    (args) => toolResult(() => hub.sendMessage(definedOnly(args) as MessageCreate)),
  );
  server.registerTool(
    "hub_inbox",
    {
      description: "List messages to an agent (newest last). Does not mark them read; hub_work does.",
      inputSchema: { agent: text, unreadOnly: z.boolean().optional() },
      outputSchema: listOf(record),
      annotations: READ,
    },
    ({ agent, unreadOnly }) => toolResult(() => hub.listMessages({ agent, unread: unreadOnly })),
  );
}
