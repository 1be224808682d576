import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { HubError, type HubErrorCode } from "../core/api.ts";

const NEXT_STEP: Record<HubErrorCode, string> = {
  invalid_input: "Fix the arguments and call the tool again.",
  unauthorized: "The hub refused the token: check HUB_TOKEN or .hub/token.",
  not_found: "Check the id (hub_task_list, hub_ask_list, hub_inbox list what exists).",
  conflict: "Someone changed it first: read it again, then retry.",
  invalid_transition: "Read the current status (hub_task_get) and pick an allowed next status.",
  unreachable: "The hub server is not reachable: check that `hub serve` runs, then retry.",
  timeout: "Nothing happened in time: call the tool again to keep waiting.",
};

/** Runs a tool body; data becomes compact JSON text, a failure becomes `isError` with what to do next. */
export async function toolResult(body: () => Promise<unknown>): Promise<CallToolResult> {
  try {
    const data = await body();
    return { content: [{ type: "text", text: data === undefined ? "ok" : JSON.stringify(data) }] };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const hint = error instanceof HubError ? NEXT_STEP[error.code] : "Report this to the hub's maintainers.";
    return { content: [{ type: "text", text: `${message}. ${hint}` }], isError: true };
  }
}
