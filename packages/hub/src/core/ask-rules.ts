// The ask rules of the seed as pure functions: routing to the architect, escalation as the single
// channel to the CEO, and answering.
import { type Ask, type AskAnswer, type AskCreate, HubError } from "./api.ts";

/** The human; never the first addressee of an ask. */
export const CEO = "ceo";
/** Used when `roles.architect.preferredAgent` is not configured. */
export const DEFAULT_ARCHITECT = "architect";

/** Whom a new ask goes to: always the architect agent, whatever `to` says (`ceo` included). */
export function routeAsk(_input: AskCreate, architect: string | undefined): string {
  return architect && architect !== CEO ? architect : DEFAULT_ARCHITECT;
}

export function newAsk(id: string, input: AskCreate, architect: string | undefined, stamp: string): Ask {
  return {
    id,
    question: input.question,
    from: input.from,
    to: routeAsk(input, architect),
    ...(input.taskId ? { taskId: input.taskId } : {}),
    status: "pending",
    createdAt: stamp,
    updatedAt: stamp,
  };
}

/** Escalation leaves the status as it is and sets `escalatedTo: "ceo"`. */
export function escalateAsk(ask: Ask, stamp: string): Ask {
  if (ask.status !== "pending") {
    throw new HubError("conflict", `Cannot escalate ask "${ask.id}": it is already "${ask.status}"`);
  }
  return { ...ask, escalatedTo: CEO, escalatedAt: stamp, updatedAt: stamp };
}

/** Answering moves the ask off `pending` to the status the answer names (default `answered`). */
export function answerAsk(ask: Ask, input: AskAnswer, stamp: string): Ask {
  if (ask.status !== "pending") {
    throw new HubError("conflict", `Cannot answer ask "${ask.id}": it is already "${ask.status}"`);
  }
  return {
    ...ask,
    status: input.status ?? "answered",
    answer: input.answer,
    ...(input.by ? { answeredBy: input.by } : {}),
    answeredAt: stamp,
    updatedAt: stamp,
  };
}
