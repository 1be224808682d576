import type { Command } from "commander";
import { type ListTasksFilter, TASK_STATUSES } from "../../../core/api.ts";
import { pageOf } from "../../../core/paging.ts";
import { UsageError } from "../../cli-io.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString, parseChoice } from "../../flags.ts";
import { printData, taskLine } from "../../format.ts";

/** Default page size of `hub task list`. */
export const TASK_LIST_LIMIT = 100;
/** The largest page (also the most `GET /tasks` returns). */
export const TASK_LIST_MAX = 1000;

export interface TaskListOptions extends ListTasksFilter {
  json: boolean;
}

/** One page of tasks in id order; stderr names the `--after` of the next page when there is one. */
export async function taskList(options: TaskListOptions, ctx: CommandContext): Promise<void> {
  const { json, limit = TASK_LIST_LIMIT, ...filter } = options;
  if (filter.ready) {
    // The ready queue is ordered by priority, not by id: one list, no next page.
    const ready = await (await ctx.hub()).listTasks({ ...filter, limit });
    printData(ctx.io, json, ready, (list) => list.map(taskLine));
    return;
  }
  const hub = await ctx.hub();
  // One more than the page tells whether more follow. A server returns at most TASK_LIST_MAX, so a
  // page of that size asks for the one after it separately; the local core has no such cap.
  const cap = ctx.io.mode === "local" ? Number.POSITIVE_INFINITY : TASK_LIST_MAX;
  const fetched = await hub.listTasks({ ...filter, limit: Math.min(limit + 1, cap) });
  const last = fetched[limit - 1];
  if (fetched.length === limit && limit === cap && last) {
    fetched.push(...(await hub.listTasks({ ...filter, after: last.id, limit: 1 })));
  }
  const page = pageOf(fetched, limit);
  printData(ctx.io, json, page.items, (list) => list.map(taskLine));
  if (page.nextCursor) ctx.io.stderr(`More tasks: hub task list --after ${page.nextCursor}\n`);
}

function parseLimit(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > TASK_LIST_MAX) {
    throw new UsageError(`Invalid --limit "${String(value)}": expected a whole number from 1 to ${TASK_LIST_MAX}`);
  }
  return limit;
}

export function registerTaskList(task: Command, run: Runner): void {
  task
    .command("list")
    .description(`list tasks in id order, ${TASK_LIST_LIMIT} at a time`)
    .option("--status <status>", `one of ${TASK_STATUSES.join(", ")}`)
    .option("--role <role>", "role")
    .option("--assigned <agent>", "assignee")
    .option("--claimed <agent>", "claimant")
    .option("--label <label>", "tasks with this label")
    .option("--ready", "the ready queue: unblocked, unclaimed todo tasks, highest priority first")
    .option("--limit <n>", `tasks per page (default ${TASK_LIST_LIMIT}, at most ${TASK_LIST_MAX})`)
    .option("--after <id>", "start after this task id (the next page)")
    .option("--json", "print JSON")
    .action((flags: Record<string, unknown>) =>
      run((ctx) =>
        taskList(
          {
            status: parseChoice("--status", flags.status, TASK_STATUSES),
            role: optionalString(flags.role),
            assignedTo: optionalString(flags.assigned),
            claimedBy: optionalString(flags.claimed),
            label: optionalString(flags.label),
            ready: flags.ready === true ? true : undefined,
            limit: parseLimit(flags.limit),
            after: optionalString(flags.after),
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
