import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { DEFAULT_ASK_WAIT_SECONDS, waitForAsk } from "../../client/wait-for-ask.ts";
import { ASK_STATUSES, type HubApi } from "../../core/api.ts";
import { withKeepAlive } from "../keep-alive.ts";
import { toolResult } from "../tool-result.ts";

const askId = z.string().regex(/^ASK-\d+$/, "expected an ask id like ASK-0001");

export function registerAskTools(server: McpServer, hub: HubApi, waits: { keepAliveMs: number }): void {
  server.registerTool(
    "hub_ask",
    {
      description: `Ask the architect a question. With wait=true, block until it is answered (timeoutSeconds, default ${DEFAULT_ASK_WAIT_SECONDS}).`,
      inputSchema: {
        question: z.string().min(1),
        from: z.string().min(1),
        taskId: z.string().optional(),
        to: z.string().optional(),
        wait: z.boolean().optional(),
        timeoutSeconds: z.number().positive().optional(),
      },
    },
    ({ question, from, taskId, to, wait, timeoutSeconds }, extra) =>
      toolResult(async () => {
        const ask = await hub.createAsk({ question, from, taskId, to });
        if (!wait) return ask;
        const timeoutMs = (timeoutSeconds ?? DEFAULT_ASK_WAIT_SECONDS) * 1000;
        return withKeepAlive(
          extra,
          () => waitForAsk(hub, ask.id, { timeoutMs, signal: extra.signal }),
          waits.keepAliveMs,
        );
      }),
  );
  server.registerTool(
    "hub_ask_list",
    {
      description: "List asks, optionally by status or addressee.",
      inputSchema: { status: z.enum(ASK_STATUSES).optional(), to: z.string().optional() },
    },
    (filter) => toolResult(() => hub.listAsks(filter)),
  );
  server.registerTool(
    "hub_ask_answer",
    {
      description: "Answer an ask; status defaults to answered.",
      inputSchema: {
        id: askId,
        answer: z.string().min(1),
        status: z.enum(["answered", "declined"]).optional(),
        by: z.string().optional(),
      },
    },
    ({ id, ...input }) => toolResult(() => hub.answerAsk(id, input)),
  );
  server.registerTool(
    "hub_ask_escalate",
    { description: "Escalate an ask to the ceo (the only way to reach the human).", inputSchema: { id: askId } },
    ({ id }) => toolResult(() => hub.escalateAsk(id)),
  );
}
