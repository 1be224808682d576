import { count, eq } from "drizzle-orm";
import type { Db } from "../src/db/client.ts";
import { sessions } from "../src/db/schema/sessions.ts";
import { users } from "../src/db/schema/users.ts";

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function countSessions(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}

export async function userRow(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}
