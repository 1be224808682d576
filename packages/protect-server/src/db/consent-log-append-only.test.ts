// The Art. 9 consent log is append-only in the database itself (migration 0008's trigger), not only
// in the application: plain SQL on the connection the server uses is refused too.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDb } from "../../test/harness.ts";

describeEachDb("mail_consent_log is append-only in the database", (env) => {
  const rowsOf = async (userId: string) => {
    const result = (await env().ctx.db.execute(
      sql`select action, consent_version, ip_address from mail_consent_log where user_id = ${userId} order by created_at`,
    )) as { rows: { action: string; consent_version: string | null; ip_address: string | null }[] };
    return result.rows;
  };

  it("accepts INSERT and refuses UPDATE and DELETE issued as raw SQL, leaving the rows unchanged", async () => {
    const user = await env().signup();
    const { db } = env().ctx;
    await db.execute(sql`insert into mail_consent_log (user_id, connection_id, action, consent_version, ip_address)
      values (${user.id}, gen_random_uuid(), 'grant', 'art9-mail-v1-2026-05-13', '192.0.2.1')`);
    await db.execute(sql`insert into mail_consent_log (user_id, connection_id, action, consent_version)
      values (${user.id}, gen_random_uuid(), 'revoke', 'art9-mail-v1-2026-05-13')`);
    const before = await rowsOf(user.id);
    expect(before.map((row) => row.action)).toEqual(["grant", "revoke"]);

    const refused = /mail_consent_log is append-only: (UPDATE|DELETE) refused/;
    await expect(
      db.execute(sql`update mail_consent_log set action = 'revoke' where user_id = ${user.id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update mail_consent_log set ip_address = null, consent_version = null`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from mail_consent_log where user_id = ${user.id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from mail_consent_log`)).rejects.toThrow();
    // The refusal is the trigger's (restrict_violation with its message), not some other error.
    const error = await db.execute(sql`delete from mail_consent_log`).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
    expect(messages.join("\n")).toMatch(refused);

    expect(await rowsOf(user.id)).toEqual(before);
  });

  it("refuses TRUNCATE, directly and through TRUNCATE users CASCADE", async () => {
    const user = await env().signup();
    const { db } = env().ctx;
    await db.execute(sql`insert into mail_consent_log (user_id, connection_id, action)
      values (${user.id}, gen_random_uuid(), 'grant')`);
    for (const statement of [sql`truncate mail_consent_log`, sql`truncate users cascade`]) {
      const error = await db.execute(statement).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      const messages: string[] = [];
      for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
      expect(messages.join("\n")).toMatch(/mail_consent_log is append-only: TRUNCATE refused/);
    }
    expect((await rowsOf(user.id)).map((row) => row.action)).toEqual(["grant"]);
  });

  it("refuses UPDATE and DELETE inside a transaction as well, which then rolls back", async () => {
    const user = await env().signup();
    const { db } = env().ctx;
    await db.execute(sql`insert into mail_consent_log (user_id, connection_id, action)
      values (${user.id}, gen_random_uuid(), 'grant')`);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into mail_consent_log (user_id, connection_id, action)
          values (${user.id}, gen_random_uuid(), 'revoke')`);
        await tx.execute(sql`delete from mail_consent_log where action = 'grant'`);
      }),
    ).rejects.toThrow();
    expect((await rowsOf(user.id)).map((row) => row.action)).toEqual(["grant"]);
  });
});
