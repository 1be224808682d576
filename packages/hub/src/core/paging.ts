// Paging of lists ordered by id: the cursor is the id of the last item of the previous page.

export interface Page<T> {
  items: T[];
  /** Present when more items may follow: pass it back as the cursor (`after`). */
  nextCursor?: string;
}

/**
 * A page out of `fetched`, which the caller read with `limit + 1` so it can tell whether more follow.
 * @example pageOf(await hub.listTasks({ after, limit: 51 }), 50)
 */
export function pageOf<T extends { id: string }>(fetched: T[], limit: number): Page<T> {
  if (fetched.length <= limit) return { items: fetched };
  const items = fetched.slice(0, limit);
  return { items, nextCursor: items[items.length - 1]!.id };
}
