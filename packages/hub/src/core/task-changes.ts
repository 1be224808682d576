// Task creation, patches and claims as pure functions of (task, input, stamp).
import { HubError, type Task, type TaskCreate, type TaskPatch } from "./api.ts";
import { assertTaskMove } from "./task-rules.ts";

export function newTask(id: string, input: TaskCreate, stamp: string): Task {
  const { body, ...fields } = input;
  return { id, ...fields, status: input.status ?? "todo", createdAt: stamp, updatedAt: stamp, body: body ?? "" };
}

const NULLABLE = ["role", "assignedTo", "claimedBy", "reviewer"] as const;

/** How a change may treat a claim held by another agent. */
export interface ClaimOptions {
  /** Take over (or clear) a claim another agent holds. Without it that is a conflict. */
  force?: boolean;
}

/**
 * The one claim rule, for `claim` and for updates of `claimedBy`: a task another agent holds
 * changes hands (or is released) only with `force`.
 */
export function assertClaimChange(task: Task, next: string | null, options: ClaimOptions = {}): void {
  if (!task.claimedBy || task.claimedBy === next || options.force) return;
  throw new HubError(
    "conflict",
    `Task "${task.id}" is already claimed by "${task.claimedBy}"; taking it over needs force (CLI --force, REST ?force=true)`,
  );
}

/** Applies a patch; `null` removes a field. The status move must be allowed by TASK_TRANSITIONS. */
export function applyTaskPatch(task: Task, patch: TaskPatch, stamp: string, options: ClaimOptions = {}): Task {
  if (patch.status) assertTaskMove(task.id, task.status, patch.status);
  if (patch.claimedBy !== undefined) assertClaimChange(task, patch.claimedBy, options);
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
 * Claiming a task another agent holds is a conflict unless forced; claiming it again is harmless.
 */
export function claim(task: Task, agent: string, stamp: string, options: ClaimOptions = {}): Task {
  assertClaimChange(task, agent, options);
  if (task.status === "done" || task.status === "cancelled") {
    throw new HubError("invalid_transition", `Cannot claim task "${task.id}": it is "${task.status}"`);
  }
  const status = task.status === "todo" || task.status === "blocked" ? "in_progress" : task.status;
  return { ...task, claimedBy: agent, status, updatedAt: stamp };
}
