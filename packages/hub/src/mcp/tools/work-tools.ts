import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { runWorkCycle } from "../../client/work-loop.ts";
import type { HubApi } from "../../core/api.ts";
import { withKeepAlive } from "../keep-alive.ts";
import { toolResult } from "../tool-result.ts";

/** Kept under the 60 s request timeout most MCP clients use. */
export const DEFAULT_WORK_WAIT_SECONDS = 45;

export function registerWorkTools(server: McpServer, hub: HubApi, waits: { keepAliveMs: number }): void {
  server.registerTool(
    "hub_work",
    {
      description:
        "Work loop: returns your unread messages (marked read) and, for the architect, {reviews, asks, messages}; waits for new ones when there are none. Call again after handling.",
      inputSchema: {
        agent: z.string().min(1),
        unattended: z.boolean().optional(),
        role: z.string().optional(),
        waitSeconds: z.number().min(0).max(3600).optional(),
      },
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
              waitMs: (waitSeconds ?? DEFAULT_WORK_WAIT_SECONDS) * 1000,
              signal: extra.signal,
            }),
          waits.keepAliveMs,
        ),
      ),
  );
}
