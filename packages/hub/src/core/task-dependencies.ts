// Task dependencies and the ready queue, as pure functions over the task list. The hub serialises
// dependency changes (one at a time), so a check here and the write that follows cannot interleave
// with another change that would close a cycle.
import { HubError, TASK_PRIORITIES, type Task, type TaskPriority } from "./api.ts";
import { byCodePoint } from "./text-order.ts";

/** Rank of a priority: 0 is the most urgent; no priority is `normal`. */
export function priorityRank(priority: TaskPriority | undefined): number {
  return TASK_PRIORITIES.indexOf(priority ?? "normal");
}

/**
 * Refuses dependencies on tasks that do not exist and dependencies that close a cycle, naming the
 * cycle: `TSK-0003 → TSK-0001 → TSK-0002 → TSK-0003`.
 */
export function assertDependencies(taskId: string, blockedBy: readonly string[], tasks: readonly Task[]): void {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const missing = blockedBy.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw new HubError("invalid_input", `Invalid task: "blockedBy" names unknown tasks: ${missing.join(", ")}`);
  }
  const edges = (id: string): readonly string[] => (id === taskId ? blockedBy : (byId.get(id)?.blockedBy ?? []));
  // Depth-first from the task along "blocked by" edges; reaching the task again is a cycle.
  const path: string[] = [taskId];
  const done = new Set<string>();
  const visit = (id: string): string[] | undefined => {
    for (const next of edges(id)) {
      if (next === taskId) return [...path, taskId];
      if (done.has(next) || path.includes(next)) continue;
      path.push(next);
      const cycle = visit(next);
      if (cycle) return cycle;
      path.pop();
      done.add(next);
    }
    return undefined;
  };
  const cycle = visit(taskId);
  if (cycle) throw new HubError("invalid_input", `Invalid task: "blockedBy" has a cycle: ${cycle.join(" → ")}`);
}

/** Whether nothing holds the task back: todo, unclaimed, and every task it waits for is done. */
export function isReady(task: Task, byId: ReadonlyMap<string, Task>): boolean {
  if (task.status !== "todo" || task.claimedBy) return false;
  // A dependency that was deleted no longer blocks.
  return (task.blockedBy ?? []).every((id) => (byId.get(id)?.status ?? "done") === "done");
}

/** The ready queue: highest priority first, then the oldest, then by id. */
export function readyQueue(tasks: readonly Task[]): Task[] {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  return tasks
    .filter((task) => isReady(task, byId))
    .sort(
      (a, b) =>
        priorityRank(a.priority) - priorityRank(b.priority) ||
        byCodePoint(a.createdAt, b.createdAt) ||
        byCodePoint(a.id, b.id),
    );
}
