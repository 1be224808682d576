import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod";
import type { HubApi, MessageCreate } from "../../core/api.ts";
import { definedOnly } from "../../core/input-rules.ts";
import { toolResult } from "../tool-result.ts";
import { CREATE, listOf, optionalText, READ, record, text } from "../tool-shapes.ts";

// Threads, acknowledgements and role broadcasts ride on the two message tools (no tool of their own:
// tools/list has a byte budget). `to`/`text` are optional in the schema only because an ack needs
// neither; the core still requires them for a message.
export function registerMessageTools(server: McpServer, hub: HubApi): void {
  server.registerTool(
    "hub_message",
    {
      description: "Send a message to an agent or role:<name>. ack: acknowledge that id as from instead.",
      inputSchema: {
        from: text,
        to: optionalText,
        text: optionalText,
        taskId: optionalText,
        replyTo: optionalText,
        ackRequired: z.boolean().optional(),
        ackDue: optionalText,
        ack: optionalText,
      },
      outputSchema: record,
      annotations: CREATE,
    },
    ({ ack, ...args }) =>
      toolResult(() => (ack ? hub.ackMessage(ack, args.from) : hub.sendMessage(definedOnly(args) as MessageCreate))),
  );
  server.registerTool(
    "hub_inbox",
    {
      description: "List messages to an agent (newest last), or a thread. Does not mark them read; hub_work does.",
      inputSchema: { agent: text, unreadOnly: z.boolean().optional(), thread: optionalText },
      outputSchema: listOf(record),
      annotations: READ,
    },
    ({ agent, unreadOnly, thread }) =>
      toolResult(() => (thread ? hub.getThread(thread) : hub.listMessages({ agent, unread: unreadOnly }))),
  );
}
