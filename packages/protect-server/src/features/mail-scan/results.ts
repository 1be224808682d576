import type { AppContext } from "../../platform/app-context.ts";
import { providerOfHost } from "../mail-connections/providers.ts";
import { connectionsByIds, listBlockedOf, statsByConnection, statsByDay } from "./records-repo.ts";

const DAY_MS = 86_400_000;
/** Raw rows live 24 hours; this bounds one answer all the same. */
const RESULTS_LIMIT = 500;

function connectionSummary(row: { id: string; title: string | null; email: string; imapHost: string }) {
  const { provider, providerLabel, isCustomDomain } = providerOfHost(row.imapHost);
  return { id: row.id, title: row.title, email: row.email, provider, providerLabel, isCustomDomain };
}

/**
 * GET /api/mail/results: the hidden mails still held (24 hours) and not put back, optionally of one
 * provider, each with the features that weighed most (reasons, strongest first).
 */
export async function blockedResults(ctx: AppContext, userId: string, provider: string | undefined) {
  const rows = await listBlockedOf(ctx.db, userId, RESULTS_LIMIT);
  return rows
    .filter(({ blocked }) => blocked.restoredAt === null)
    .map(({ blocked, connection }) => ({
      id: blocked.id,
      sender: blocked.sender,
      subject: blocked.subject,
      score: blocked.score,
      triggerSource: blocked.triggerSource,
      reasons: blocked.reasons,
      blockedAt: blocked.blockedAt.toISOString(),
      connection: connectionSummary(connection),
    }))
    .filter((entry) => provider === undefined || entry.connection.provider === provider);
}

/** GET /api/mail/stats/blocked-by-day: one entry per UTC day of the last `days` days, zeros included. */
export async function blockedByDay(ctx: AppContext, userId: string, days: number) {
  const today = Date.parse(ctx.clock.now().toISOString().slice(0, 10));
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
  const counts = new Map((await statsByDay(ctx.db, userId, dates[0] ?? "")).map((row) => [row.day, row.count]));
  return dates.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}

/** GET /api/mail/stats/blocked-by-connection: totals per existing connection (deleted ones are gone). */
export async function blockedByConnection(ctx: AppContext, userId: string) {
  const totals = await statsByConnection(ctx.db, userId);
  const connections = new Map(
    (
      await connectionsByIds(
        ctx.db,
        totals.map((t) => t.connectionId),
      )
    ).map((c) => [c.id, c]),
  );
  return totals.flatMap((total) => {
    const connection = connections.get(total.connectionId);
    return connection ? [{ connection: connectionSummary(connection), count: total.count }] : [];
  });
}
