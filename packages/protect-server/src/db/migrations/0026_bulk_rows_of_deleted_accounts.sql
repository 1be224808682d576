-- The deleted-account check of migration 0020 for tables written in bulk: a mail scan records
-- thousands of mail_blocked rows in one statement, and the row trigger's to_jsonb(NEW) and lookup per
-- row was a fifth of that statement's time. The same rule once per statement: every account the new
-- rows name is locked FOR KEY SHARE (waiting for a running erasure, whose commit it then reads), and
-- any deleted one refuses the whole statement with SQLSTATE PD410.
CREATE OR REPLACE FUNCTION protect_refuse_deleted_accounts_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deleted bigint;
BEGIN
  EXECUTE format(
    'SELECT count(*) FILTER (WHERE locked.deleted_at IS NOT NULL) FROM ('
    || 'SELECT u.deleted_at FROM users u WHERE u.id IN (SELECT DISTINCT %I FROM inserted_rows) FOR KEY SHARE OF u'
    || ') AS locked',
    TG_ARGV[0]
  ) INTO deleted;
  IF deleted > 0 THEN
    RAISE EXCEPTION 'account_deleted' USING ERRCODE = 'PD410', DETAIL = TG_TABLE_NAME || '.' || TG_ARGV[0];
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER mail_blocked_user_id_not_deleted ON mail_blocked;
--> statement-breakpoint
CREATE TRIGGER mail_blocked_user_id_not_deleted AFTER INSERT ON mail_blocked
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION protect_refuse_deleted_accounts_of_rows('user_id');
