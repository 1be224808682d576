-- A deleted account stays deleted (docs/decisions/protect-privacy.md, "Writes in flight").
-- Erasure (scrubAccount) locks the account row FOR UPDATE, deletes or scrubs every row, and sets
-- users.deleted_at. A request authenticated just before could still write afterwards: its foreign-key
-- check waits for the lock and then finds the tombstone row. These triggers close that gap in the
-- database itself, whatever code path writes:
-- 1. a row that names a deleted account as its owner, author, sender, recipient or follower is
--    refused: the check locks the account row FOR KEY SHARE (as the foreign-key check does), so it
--    waits for a running erasure and then reads the committed deleted_at;
-- 2. a value the erasure nulled on the users row never comes back, and deleted_at is never cleared
--    (the purge and the jobs may still change plan, flags and counters).
-- Both raise SQLSTATE PD410 (message account_deleted), which the HTTP layer answers 404 not_found.
CREATE OR REPLACE FUNCTION protect_refuse_deleted_account() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account uuid := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
  deleted timestamptz;
BEGIN
  IF account IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT deleted_at INTO deleted FROM users WHERE id = account FOR KEY SHARE;
  IF deleted IS NOT NULL THEN
    RAISE EXCEPTION 'account_deleted' USING ERRCODE = 'PD410', DETAIL = TG_TABLE_NAME || '.' || TG_ARGV[0];
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER admin_console_sessions_user_id_not_deleted BEFORE INSERT ON admin_console_sessions
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER admin_recovery_codes_user_id_not_deleted BEFORE INSERT ON admin_recovery_codes
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER admin_totp_user_id_not_deleted BEFORE INSERT ON admin_totp
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER admin_users_user_id_not_deleted BEFORE INSERT ON admin_users
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER chat_message_reactions_user_id_not_deleted BEFORE INSERT ON chat_message_reactions
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER chat_messages_sender_id_not_deleted BEFORE INSERT ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('sender_id');
--> statement-breakpoint
CREATE TRIGGER chat_room_members_user_id_not_deleted BEFORE INSERT ON chat_room_members
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER comment_likes_user_id_not_deleted BEFORE INSERT ON comment_likes
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER comment_likes_reply_author_id_not_deleted BEFORE INSERT ON comment_likes
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('reply_author_id');
--> statement-breakpoint
CREATE TRIGGER community_posts_author_id_not_deleted BEFORE INSERT ON community_posts
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('author_id');
--> statement-breakpoint
CREATE TRIGGER community_replies_author_id_not_deleted BEFORE INSERT ON community_replies
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('author_id');
--> statement-breakpoint
CREATE TRIGGER community_reports_reporter_id_not_deleted BEFORE INSERT ON community_reports
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('reporter_id');
--> statement-breakpoint
CREATE TRIGGER cooldowns_user_id_not_deleted BEFORE INSERT ON cooldowns
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER curated_domains_suggested_by_user_id_not_deleted BEFORE INSERT ON curated_domains
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('suggested_by_user_id');
--> statement-breakpoint
CREATE TRIGGER device_approval_requests_user_id_not_deleted BEFORE INSERT ON device_approval_requests
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER device_locks_user_id_not_deleted BEFORE INSERT ON device_locks
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER direct_message_reactions_user_id_not_deleted BEFORE INSERT ON direct_message_reactions
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER direct_messages_sender_id_not_deleted BEFORE INSERT ON direct_messages
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('sender_id');
--> statement-breakpoint
CREATE TRIGGER direct_messages_recipient_id_not_deleted BEFORE INSERT ON direct_messages
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('recipient_id');
--> statement-breakpoint
CREATE TRIGGER domain_submissions_user_id_not_deleted BEFORE INSERT ON domain_submissions
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER follows_follower_id_not_deleted BEFORE INSERT ON follows
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('follower_id');
--> statement-breakpoint
CREATE TRIGGER follows_followee_id_not_deleted BEFORE INSERT ON follows
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('followee_id');
--> statement-breakpoint
CREATE TRIGGER magic_pairing_codes_user_id_not_deleted BEFORE INSERT ON magic_pairing_codes
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER magic_sessions_user_id_not_deleted BEFORE INSERT ON magic_sessions
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER mail_blocked_user_id_not_deleted BEFORE INSERT ON mail_blocked
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER mail_blocked_stats_user_id_not_deleted BEFORE INSERT ON mail_blocked_stats
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER mail_connections_user_id_not_deleted BEFORE INSERT ON mail_connections
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER mail_oauth_pending_states_user_id_not_deleted BEFORE INSERT ON mail_oauth_pending_states
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER notifications_user_id_not_deleted BEFORE INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER post_likes_user_id_not_deleted BEFORE INSERT ON post_likes
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER protected_devices_user_id_not_deleted BEFORE INSERT ON protected_devices
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER push_tokens_user_id_not_deleted BEFORE INSERT ON push_tokens
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_user_id_not_deleted BEFORE INSERT ON sessions
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER user_custom_domains_user_id_not_deleted BEFORE INSERT ON user_custom_domains
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER user_devices_user_id_not_deleted BEFORE INSERT ON user_devices
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION protect_scrubbed_values_stay_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.deleted_at IS NULL THEN
    RETURN NEW;
  END IF;
  IF NEW.deleted_at IS NULL
    OR NEW.email IS NOT NULL
    OR NEW.password_hash IS NOT NULL
    OR NEW.nickname IS NOT NULL
    OR NEW.coach_voice_id IS NOT NULL
    OR NEW.birth_year IS NOT NULL
    OR NEW.gender IS NOT NULL
    OR NEW.marital_status IS NOT NULL
    OR NEW.profession IS NOT NULL
    OR NEW.bundesland IS NOT NULL
    OR NEW.city IS NOT NULL
    OR NEW.employment_status IS NOT NULL
    OR NEW.shift_work IS NOT NULL
    OR NEW.industry IS NOT NULL
    OR NEW.job_tenure IS NOT NULL
    OR NEW.demographics_consent_at IS NOT NULL
    OR NEW.screentime_passcode IS NOT NULL
    OR NEW.last_seen_at IS NOT NULL
    OR NEW.payment_subscription_id IS NOT NULL
    OR NEW.banned_reason IS NOT NULL THEN
    RAISE EXCEPTION 'account_deleted' USING ERRCODE = 'PD410', DETAIL = 'users';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_scrubbed_values_stay_gone BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION protect_scrubbed_values_stay_gone();
