import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod";
import type { AskAnswer, AskCreate, HubApi, ListAsksFilter } from "../../core/api.ts";
import { definedOnly } from "../../core/input-rules.ts";
import { REQUEST_WAIT_SECONDS, readAskWithin } from "../../core/wait-for-ask.ts";
import { withKeepAlive } from "../keep-alive.ts";
import { toolResult } from "../tool-result.ts";
import { ask, CHANGE, CREATE, listOf, optionalText, READ, text } from "../tool-shapes.ts";

const waitSeconds = z.number().min(0).max(3600).optional();

export function registerAskTools(server: McpServer, hub: HubApi, waits: { keepAliveMs: number }): void {
  server.registerTool(
    "hub_ask",
    {
      description: `Ask the architect. wait=true waits waitSeconds (${REQUEST_WAIT_SECONDS}) for the answer; still pending: hub_ask_get the id, never ask again.`,
      inputSchema: {
        question: text,
        from: text,
        taskId: optionalText,
        to: optionalText,
        wait: z.boolean().optional(),
        waitSeconds,
      },
      outputSchema: ask,
      annotations: CREATE,
    },
    ({ wait, waitSeconds: seconds, ...input }, extra) =>
      toolResult(async () => {
        const created = await hub.createAsk(definedOnly(input) as AskCreate);
        if (!wait) return created;
        const timeoutMs = (seconds ?? REQUEST_WAIT_SECONDS) * 1000;
        return withKeepAlive(
          extra,
          () => readAskWithin(hub, created.id, { timeoutMs, signal: extra.signal }),
          waits.keepAliveMs,
        );
      }),
  );
  server.registerTool(
    "hub_ask_get",
    {
      description: "Read an ask by id; waitSeconds>0 waits that long for its answer (else returns it pending).",
      inputSchema: { id: text, waitSeconds },
      outputSchema: ask,
      annotations: READ,
    },
    ({ id, waitSeconds: seconds }, extra) =>
      toolResult(() =>
        withKeepAlive(
          extra,
          () => readAskWithin(hub, id, { timeoutMs: (seconds ?? 0) * 1000, signal: extra.signal }),
          waits.keepAliveMs,
        ),
      ),
  );
  server.registerTool(
    "hub_ask_list",
    {
      description: "List asks. status: pending|answered|declined.",
      inputSchema: { status: optionalText, to: optionalText },
      outputSchema: listOf(ask),
      annotations: READ,
    },
    (filter) => toolResult(() => hub.listAsks(definedOnly(filter) as ListAsksFilter)),
  );
  server.registerTool(
    "hub_ask_answer",
    {
      description: "Answer an ask. status: answered (default)|declined.",
      inputSchema: { id: text, answer: text, status: optionalText, by: optionalText },
      outputSchema: ask,
      annotations: CHANGE,
    },
    ({ id, ...input }) => toolResult(() => hub.answerAsk(id, definedOnly(input) as AskAnswer)),
  );
  server.registerTool(
    "hub_ask_escalate",
    {
      description: "Escalate an ask to the ceo (the only way to reach the human).",
      inputSchema: { id: text },
      outputSchema: ask,
      annotations: CHANGE,
    },
    ({ id }) => toolResult(() => hub.escalateAsk(id)),
  );
}
