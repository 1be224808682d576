-- Every change to an account or a session tells the instances (LISTEN protect_auth) to drop what
-- they cached about that account's sessions (src/http/session-cache.ts). NOTIFY is delivered at
-- commit, so a rolled-back change tells nobody.
CREATE OR REPLACE FUNCTION protect_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('protect_auth', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION protect_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('protect_auth', OLD.user_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify_auth AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION protect_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_auth AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION protect_notify_session_change();
