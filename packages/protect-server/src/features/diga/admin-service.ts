import { decodeCursor, pageOf } from "../../lib/pagination.ts";
import type { AppContext } from "../../platform/app-context.ts";
import type { Plan } from "../../platform/config.ts";
import { AppError } from "../../platform/errors.ts";
import { recordAudit } from "../admin/service.ts";
import { displayForm } from "./code-format.ts";
import {
  codesOfLabel,
  type DigaCodeRow,
  type DigaCodeStatus,
  expireCodes,
  type LabelSummary,
  listCodes,
  summariseLabels,
} from "./repo.ts";
import { createDigaCodes } from "./service.ts";

/** Most codes one request creates (a prescription batch); more batches can share a label. */
export const MAX_CODES_PER_BATCH = 1000;

export interface AdminCode {
  id: string;
  code: string;
  grantsPlan: Plan;
  label: string | null;
  notes: string | null;
  expiresAt: Date | null;
  usedAt: Date | null;
  createdAt: Date;
  status: DigaCodeStatus;
}

function statusOf(row: DigaCodeRow, now: Date): DigaCodeStatus {
  if (row.usedAt) return "used";
  return row.expiresAt && row.expiresAt <= now ? "expired" : "unused";
}

function toAdminCode(row: DigaCodeRow, now: Date): AdminCode {
  return {
    id: row.id,
    code: displayForm(row.code),
    grantsPlan: row.grantsPlan,
    label: row.label,
    notes: row.notes,
    expiresAt: row.expiresAt,
    usedAt: row.usedAt,
    createdAt: row.createdAt,
    status: statusOf(row, now),
  };
}

export interface CreateBatchInput {
  count: number;
  plan: Plan;
  expiresAt?: Date | undefined;
  label: string;
  notes?: string | undefined;
}

/** Creates a batch of codes under a label; audited. Expiry must lie in the future. */
export async function createCodeBatch(ctx: AppContext, adminId: string, input: CreateBatchInput): Promise<string[]> {
  const now = ctx.clock.now();
  if (input.expiresAt && input.expiresAt <= now)
    throw new AppError("invalid_input", "expiresAt must lie in the future");
  return ctx.db.transaction(async (tx) => {
    const codes = await createDigaCodes(tx, {
      count: input.count,
      plan: input.plan,
      expiresAt: input.expiresAt ?? null,
      label: input.label,
      notes: input.notes ?? null,
      now,
    });
    await recordAudit(
      tx,
      {
        adminUserId: adminId,
        action: "diga.create",
        details: { count: codes.length, plan: input.plan, label: input.label, expiresAt: input.expiresAt ?? null },
      },
      now,
    );
    return codes;
  });
}

export async function listCodesForAdmin(
  ctx: AppContext,
  adminId: string,
  query: {
    cursor?: string | undefined;
    limit: number;
    label?: string | undefined;
    status?: DigaCodeStatus | undefined;
  },
): Promise<{ codes: AdminCode[]; nextCursor: string | null }> {
  const now = ctx.clock.now();
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await listCodes(ctx.db, { after, limit: query.limit, label: query.label, status: query.status, now });
  const page = pageOf(rows, query.limit, (row) => ({ at: row.createdAt, id: row.id }));
  await recordAudit(
    ctx.db,
    {
      adminUserId: adminId,
      action: "diga.list",
      details: { label: query.label ?? null, status: query.status ?? null },
    },
    now,
  );
  return { codes: page.items.map((row) => toAdminCode(row, now)), nextCursor: page.nextCursor };
}

export async function listLabels(ctx: AppContext): Promise<LabelSummary[]> {
  return summariseLabels(ctx.db, ctx.clock.now());
}

/** Expires unused codes by id or by label now (used and already expired ones stay as they are); audited. */
export async function expireCodesAsAdmin(
  ctx: AppContext,
  adminId: string,
  target: { ids: string[] } | { label: string },
): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const expired = await expireCodes(tx, target, now);
    await recordAudit(
      tx,
      { adminUserId: adminId, action: "diga.expire", details: { ...target, expired: expired.length } },
      now,
    );
    return expired.length;
  });
}

/** A CSV cell: quoted, and a leading = + - @ neutralised so spreadsheets do not run it as a formula. */
function csvCell(value: string | null): string {
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Every code of a label as CSV (code, plan, label, notes, expiresAt, usedAt, createdAt, status); audited. */
export async function exportLabelCsv(ctx: AppContext, adminId: string, label: string): Promise<string> {
  const now = ctx.clock.now();
  const rows = await codesOfLabel(ctx.db, label);
  if (rows.length === 0) throw new AppError("not_found", `No codes with label "${label}"`);
  await recordAudit(
    ctx.db,
    { adminUserId: adminId, action: "diga.export", details: { label, count: rows.length } },
    now,
  );
  const header = ["code", "plan", "label", "notes", "expiresAt", "usedAt", "createdAt", "status"];
  const lines = rows.map((row) => {
    const code = toAdminCode(row, now);
    return [
      code.code,
      code.grantsPlan,
      code.label,
      code.notes,
      code.expiresAt?.toISOString() ?? null,
      code.usedAt?.toISOString() ?? null,
      code.createdAt.toISOString(),
      code.status,
    ]
      .map(csvCell)
      .join(",");
  });
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
