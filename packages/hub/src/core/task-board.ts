// The task board read from the index: per status column, how many tasks match (role, a text in the
// id or title) and the first page of them in id order; or the next page of one column. Counts and
// pages come from the index's (type, status, id) index, so a board of 10,000 tasks reads about as
// fast as one of a hundred.
import type { Task, TaskStatus } from "./api.ts";
import type { EntityFilter, EntityIndex } from "./sqlite-index.ts";

/** Columns in the order work flows across a board. */
export const BOARD_COLUMNS: readonly TaskStatus[] = ["todo", "in_progress", "review", "blocked", "done", "cancelled"];
/** Cards a column shows before the next page is asked for. */
export const BOARD_PAGE = 50;

export interface TaskBoardQuery {
  role?: string;
  /** Case-insensitive text in a task's id or title. */
  text?: string;
  /** One column: its next page (with `after`) and its count. */
  status?: TaskStatus;
  /** The last id of the column's previous page. */
  after?: string;
  /** Cards per column (default BOARD_PAGE); 0 reads the counts alone. */
  limit?: number;
}

export interface TaskBoardColumn {
  status: TaskStatus;
  /** Every task of the column that matches the query, not only this page. */
  count: number;
  tasks: Task[];
  /** Present when more tasks follow this page: pass it back as `after`. */
  nextCursor?: string;
}

export interface TaskBoard {
  columns: TaskBoardColumn[];
  /** Every role a task holds, for the role filter (whatever the query). */
  roles: string[];
}

/** Reads the board; `query` is already checked (taskBoardRules). */
export function readTaskBoard(index: EntityIndex, query: TaskBoardQuery): TaskBoard {
  const limit = query.limit ?? BOARD_PAGE;
  const filter: EntityFilter = {
    where: { role: query.role },
    contains: query.text === undefined ? undefined : { fields: ["title"], text: query.text },
  };
  const statuses = query.status ? [query.status] : BOARD_COLUMNS;
  const counts = index.countBy("task", {
    ...filter,
    where: { ...filter.where, status: query.status },
    field: "status",
  });
  // A column with nothing to show is not read (with a text filter a read walks the whole column).
  const wanted = statuses.filter((status) => (counts.get(status) ?? 0) > 0);
  const pages = readPages(index, { filter, statuses: wanted, after: query.after, limit });
  const columns = statuses.map((status) => {
    const fetched = pages.get(status) ?? [];
    const tasks = fetched.slice(0, limit);
    const column: TaskBoardColumn = { status, count: counts.get(status) ?? 0, tasks };
    if (fetched.length > limit) column.nextCursor = tasks[tasks.length - 1]!.id;
    return column;
  });
  return { columns, roles: index.distinctValues("task", "role") };
}

/** One more than the page per column, so the reader knows whether more follow. */
function readPages(
  index: EntityIndex,
  { filter, statuses, after, limit }: { filter: EntityFilter; statuses: TaskStatus[]; after?: string; limit: number },
): Map<string, Task[]> {
  const pages = new Map<string, Task[]>();
  if (limit === 0) return pages;
  // One query a column: each walks the (type, status, id) index and stops after its page.
  for (const status of statuses) {
    const where = { ...filter.where, status };
    const page = index.list("task", where, { after, limit: limit + 1, contains: filter.contains });
    pages.set(status, page as Task[]);
  }
  return pages;
}
