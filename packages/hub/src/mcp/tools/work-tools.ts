import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod";
import type { HubApi } from "../../core/api.ts";
import { REQUEST_WAIT_SECONDS } from "../../core/wait-for-ask.ts";
import { runWorkCycle } from "../../core/work-loop.ts";
import { withKeepAlive } from "../keep-alive.ts";
import { toolResult } from "../tool-result.ts";

export function registerWorkTools(server: McpServer, hub: HubApi, waits: { keepAliveMs: number }): void {
  server.registerTool(
    "hub_work",
    {
      description: `Work loop: your unread messages (marked read), plus reviews and asks for the architect; if none, waits waitSeconds (${REQUEST_WAIT_SECONDS}). Call again after handling.`,
      inputSchema: {
        agent: z.string(),
        unattended: z.boolean().optional(),
        role: z.string().optional(),
        waitSeconds: z.number().min(0).max(3600).optional(),
      },
      outputSchema: z.looseObject({
        messages: z.array(z.looseObject({ id: z.string() })),
        idle: z.boolean(),
        reminder: z.string(),
      }),
      // Marks the messages it returns as read.
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
    },
    ({ agent, unattended, role, waitSeconds }, extra) =>
      toolResult(() =>
        withKeepAlive(
          extra,
          () =>
            runWorkCycle(hub, {
              agent,
              role,
              unattended,
              waitMs: (waitSeconds ?? REQUEST_WAIT_SECONDS) * 1000,
              signal: extra.signal,
            }),
          waits.keepAliveMs,
        ),
      ),
  );
}
