// Task statuses and the moves between them. Hand-written files are taken as they are; these rules
// apply to changes made through the API.
import { HubError, type TaskStatus } from "./api.ts";

/** Allowed next statuses. Setting the current status again is always allowed (a no-op move). */
export const TASK_TRANSITIONS: Record<TaskStatus, readonly TaskStatus[]> = {
  todo: ["in_progress", "blocked", "cancelled"],
  in_progress: ["review", "done", "blocked", "todo", "cancelled"],
  review: ["done", "in_progress", "cancelled"],
  blocked: ["todo", "in_progress", "cancelled"],
  done: ["in_progress"],
  cancelled: ["todo"],
};

export function canMoveTask(from: TaskStatus, to: TaskStatus): boolean {
  return from === to || TASK_TRANSITIONS[from].includes(to);
}

/** Throws invalid_transition for a move the table does not allow. */
export function assertTaskMove(id: string, from: TaskStatus, to: TaskStatus): void {
  if (!canMoveTask(from, to)) {
    const allowed = TASK_TRANSITIONS[from].map((status) => `"${status}"`).join(", ");
    throw new HubError(
      "invalid_transition",
      `Cannot move task "${id}" from "${from}" to "${to}": allowed next statuses are ${allowed}`,
    );
  }
}
