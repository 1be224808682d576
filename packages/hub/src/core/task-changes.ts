// Task creation, patches and claims as pure functions of (task, input, stamp).
import { HubError, type Task, type TaskCreate, type TaskPatch } from "./api.ts";
import { assertTaskMove } from "./task-rules.ts";

export function newTask(id: string, input: TaskCreate, stamp: string): Task {
  const { body, ...fields } = input;
  return { id, ...fields, status: input.status ?? "todo", createdAt: stamp, updatedAt: stamp, body: body ?? "" };
}

const NULLABLE = ["role", "assignedTo", "claimedBy", "reviewer"] as const;

/** Applies a patch; `null` removes a field. The status move must be allowed by TASK_TRANSITIONS. */
export function applyTaskPatch(task: Task, patch: TaskPatch, stamp: string): Task {
  if (patch.status) assertTaskMove(task.id, task.status, patch.status);
  const next: Task = { ...task, updatedAt: stamp };
  if (patch.title !== undefined) next.title = patch.title;
  if (patch.status !== undefined) next.status = patch.status;
  if (patch.body !== undefined) next.body = patch.body;
  for (const key of NULLABLE) {
    const value = patch[key];
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return next;
}

/**
 * An agent takes a task: `claimedBy` is set and a `todo` or `blocked` task moves to `in_progress`.
 * Claiming a task another agent holds is a conflict; claiming it again is harmless.
 */
export function claim(task: Task, agent: string, stamp: string): Task {
  if (task.claimedBy && task.claimedBy !== agent) {
    throw new HubError("conflict", `Task "${task.id}" is already claimed by "${task.claimedBy}"`);
  }
  if (task.status === "done" || task.status === "cancelled") {
    throw new HubError("invalid_transition", `Cannot claim task "${task.id}": it is "${task.status}"`);
  }
  const status = task.status === "todo" || task.status === "blocked" ? "in_progress" : task.status;
  return { ...task, claimedBy: agent, status, updatedAt: stamp };
}
