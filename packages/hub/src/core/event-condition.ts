// The condition a long-running client (`hub watch --until`, `hub work --until`) ends on: one rule,
// parsed and matched here so every front reads it the same way.
import { type AgentHubEvent, EVENT_ACTIONS, EVENT_TYPES, type EventAction, type EventType, HubError } from "./api.ts";

/** `<type>[.<action>][:<id>][=<status>]`, e.g. `task.updated:TSK-0003=done` or `reservation.released`. */
export interface EventCondition {
  type: EventType;
  action?: EventAction;
  id?: string;
  status?: string;
}

const SHAPE = /^([a-z-]+)(?:\.([a-z_]+))?(?::([^=\s]+))?(?:=(\S+))?$/;

/**
 * Parses an event condition; anything else is `invalid_input` naming what is allowed.
 * @example
 * parseEventCondition("ask:ASK-0002=answered"); // { type: "ask", id: "ASK-0002", status: "answered" }
 */
export function parseEventCondition(text: string): EventCondition {
  const match = SHAPE.exec(text.trim());
  const fail = (why: string): never => {
    throw new HubError(
      "invalid_input",
      `Invalid event condition "${text}": ${why}; expected <type>[.<action>][:<id>][=<status>], e.g. task.updated:TSK-0003=done`,
    );
  };
  if (!match) return fail("it does not have that shape");
  const [, type, action, id, status] = match;
  if (!(EVENT_TYPES as readonly string[]).includes(type!)) {
    return fail(`unknown type "${type}" (one of ${EVENT_TYPES.join(", ")})`);
  }
  if (action !== undefined && !(EVENT_ACTIONS as readonly string[]).includes(action)) {
    return fail(`unknown action "${action}" (one of ${EVENT_ACTIONS.join(", ")})`);
  }
  return {
    type: type as EventType,
    ...(action ? { action: action as EventAction } : {}),
    ...(id ? { id } : {}),
    ...(status ? { status } : {}),
  };
}

/** True when the event is of the condition's type and agrees with every part it names. */
export function matchesEvent(condition: EventCondition, event: AgentHubEvent): boolean {
  return (
    event.type === condition.type &&
    (condition.action === undefined || event.action === condition.action) &&
    (condition.id === undefined || event.id === condition.id) &&
    (condition.status === undefined || event.status === condition.status)
  );
}
