// The AgentHubEvent describing a change to an entity.
import type { AgentHubEvent, EntityType } from "./api.ts";
import type { AnyEntity } from "./entity-files.ts";
import { roleOfAddress } from "./message-rules.ts";

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
  // A message to `role:<name>` carries the role, so a role filter (`hub watch --role`) delivers it.
  if (type === "message" && typeof fields.to === "string") {
    const role = roleOfAddress(fields.to);
    if (role !== undefined) event.role = role;
  }
  return event;
}
