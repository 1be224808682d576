-- The resolver's change log (resolver_changes, docs/decisions/protect-dns-contract.md) learns of
-- policy changes made by the protection core and by account changes through triggers, in the
-- writing transaction, whichever code path writes: cooldowns requested or resolved, mark-active,
-- plan, grace and deletion of an account, custom domains, and the global lists (user null).
-- The devices features record their own changes (enrolment, revocation, degradation) in code.
CREATE OR REPLACE FUNCTION protect_resolver_change_of_user_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resolver_changes (user_id, changed_at)
    VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END, now());
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION protect_resolver_change_of_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resolver_changes (user_id, changed_at) VALUES (NEW.id, now());
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION protect_resolver_change_of_list() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resolver_changes (user_id, changed_at) VALUES (NULL, now());
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cooldowns_resolver_change AFTER INSERT OR UPDATE OR DELETE ON cooldowns
  FOR EACH ROW EXECUTE FUNCTION protect_resolver_change_of_user_id();
--> statement-breakpoint
CREATE TRIGGER user_custom_domains_resolver_change AFTER INSERT OR UPDATE OR DELETE ON user_custom_domains
  FOR EACH ROW EXECUTE FUNCTION protect_resolver_change_of_user_id();
--> statement-breakpoint
CREATE TRIGGER users_resolver_change AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (OLD.plan IS DISTINCT FROM NEW.plan
    OR OLD.protection_disabled_at IS DISTINCT FROM NEW.protection_disabled_at
    OR OLD.global_blocklist_grace_until IS DISTINCT FROM NEW.global_blocklist_grace_until
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION protect_resolver_change_of_account();
--> statement-breakpoint
CREATE TRIGGER blocklists_resolver_change AFTER INSERT OR UPDATE ON blocklists
  FOR EACH ROW WHEN (NEW.name IN ('curated', 'full'))
  EXECUTE FUNCTION protect_resolver_change_of_list();
