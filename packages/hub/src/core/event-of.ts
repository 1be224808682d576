// The AgentHubEvent describing a change to an entity.
import type { AgentHubEvent, EntityType } from "./api.ts";
import type { AnyEntity } from "./entity-files.ts";

const TITLE_LENGTH = 120;
const COPIED = ["status", "role", "assignedTo", "claimedBy", "reviewer", "to", "from"] as const;

export function eventOf(type: EntityType, action: AgentHubEvent["action"], entity: AnyEntity): AgentHubEvent {
  const fields = entity as unknown as Record<string, unknown>;
  const event: AgentHubEvent = { type, action, id: entity.id };
  const title = fields.title ?? fields.question ?? fields.text;
  if (typeof title === "string")
    event.title = title.length > TITLE_LENGTH ? `${title.slice(0, TITLE_LENGTH - 1)}…` : title;
  for (const key of COPIED) {
    const value = fields[key];
    if (typeof value === "string") event[key] = value;
  }
  return event;
}
