-- Realtime publication of the protection tables (features/realtime/publication.ts,
-- protectionPublication): each row goes to its owner (user_id) only. The function is migration
-- 0005's. Protected devices and device approval requests join when their tables exist (issue 13).
CREATE TRIGGER notifications_realtime AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION protect_realtime_notify();
--> statement-breakpoint
CREATE TRIGGER domain_submissions_realtime AFTER INSERT OR UPDATE OR DELETE ON domain_submissions
  FOR EACH ROW EXECUTE FUNCTION protect_realtime_notify();
--> statement-breakpoint
CREATE TRIGGER user_custom_domains_realtime AFTER INSERT OR UPDATE OR DELETE ON user_custom_domains
  FOR EACH ROW EXECUTE FUNCTION protect_realtime_notify();
