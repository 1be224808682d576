import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod";
import { type HubApi, HubError, type ReservationCreate, type ReservationMode } from "../../core/api.ts";
import { definedOnly } from "../../core/input-rules.ts";
import { toolResult } from "../tool-result.ts";
import { optionalText } from "../tool-shapes.ts";

const ACTIONS = ["reserve", "check", "list", "renew", "release"] as const;

/** One tool for every reservation call: tools/list is read by every agent, so one entry, not five. */
export function registerReservationTools(server: McpServer, hub: HubApi): void {
  server.registerTool(
    "hub_reserve",
    {
      description:
        "File reservations, globs * ? **. reserve: paths, mode exclusive|shared, ttlSeconds (3600, max 86400). check: may agent edit paths? -> conflicts. list. renew|release: id (force: another's).",
      inputSchema: {
        action: z.enum(ACTIONS),
        agent: optionalText,
        paths: z.array(z.string()).optional(),
        mode: optionalText,
        ttlSeconds: z.number().optional(),
        id: optionalText,
        force: z.boolean().optional(),
        taskId: optionalText,
      },
      outputSchema: z.looseObject({}),
      // Release removes a reservation; reserve is not idempotent (the MCP default, left out).
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    ({ action, id, agent, paths, mode, ttlSeconds, force, taskId }) =>
      toolResult(async () => {
        const modeOf = mode as ReservationMode | undefined;
        switch (action) {
          case "reserve":
            return hub.reserve(definedOnly({ agent, paths, mode: modeOf, ttlSeconds, taskId }) as ReservationCreate);
          case "check":
            return hub.checkReservations(definedOnly({ paths: paths ?? [], agent, mode: modeOf }));
          case "list":
            return hub.listReservations(definedOnly({ agent }));
          case "renew":
            return hub.renewReservation(idOf(id, action), definedOnly({ agent: agent ?? "", force, ttlSeconds }));
          case "release":
            return hub.releaseReservation(idOf(id, action), definedOnly({ agent: agent ?? "", force }));
        }
      }),
  );
}

function idOf(id: string | undefined, action: string): string {
  if (!id) throw new HubError("invalid_input", `Invalid ${action}: "id" is required (the RSV-… of the reservation)`);
  return id;
}
