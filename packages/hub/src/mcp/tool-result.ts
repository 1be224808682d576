import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { HubError, type HubErrorCode } from "../core/api.ts";

const NEXT_STEP: Record<HubErrorCode, string> = {
  invalid_input: "Fix the arguments and call the tool again.",
  unauthorized: "The hub refused the token: check HUB_TOKEN or .hub/token.",
  forbidden: "Only a recipient may do this: check the agent name (hub_inbox).",
  not_found: "Check the id (hub_task_list, hub_ask_list, hub_inbox list what exists).",
  conflict: "Someone changed it first: read it again, then retry.",
  invalid_transition: "Read the current status (hub_task_get) and pick an allowed next status.",
  unreachable: "The hub server is not reachable: check that `hub serve` runs, then retry.",
  timeout: "Nothing happened in time: call the tool again to keep waiting.",
  storage_unavailable:
    "The hub cannot write its files: ask the person running it to fix .hub/ permissions or disk space.",
};

/**
 * Runs a tool body. Data becomes structured content (a list as `{ items }`) and the same JSON once
 * as text for clients without structured content; a failure becomes `isError` with the error code,
 * the reason and what to do next.
 */
export async function toolResult(body: () => Promise<unknown>): Promise<CallToolResult> {
  try {
    const data = await body();
    const structured = (Array.isArray(data) ? { items: data } : (data ?? { ok: true })) as Record<string, unknown>;
    return { content: [{ type: "text", text: JSON.stringify(structured) }], structuredContent: structured };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const code = error instanceof HubError ? error.code : "internal";
    const hint = error instanceof HubError ? NEXT_STEP[error.code] : "Report this to the hub's maintainers.";
    return { content: [{ type: "text", text: `${code}: ${message}. ${hint}` }], isError: true };
  }
}
