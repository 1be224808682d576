-- Realtime publication of the protection and device tables (features/realtime/publication.ts,
-- protectionPublication): each row goes to its owner (user_id) only, without its secret columns.
-- The function is migration 0005's.
CREATE TRIGGER notifications_realtime AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION protect_realtime_notify();
--> statement-breakpoint
CREATE TRIGGER domain_submissions_realtime AFTER INSERT OR UPDATE OR DELETE ON domain_submissions
  FOR EACH ROW EXECUTE FUNCTION protect_realtime_notify();
--> statement-breakpoint
CREATE TRIGGER user_custom_domains_realtime AFTER INSERT OR UPDATE OR DELETE ON user_custom_domains
  FOR EACH ROW EXECUTE FUNCTION protect_realtime_notify();
--> statement-breakpoint
CREATE TRIGGER protected_devices_realtime AFTER INSERT OR UPDATE OR DELETE ON protected_devices
  FOR EACH ROW EXECUTE FUNCTION protect_realtime_notify();
--> statement-breakpoint
CREATE TRIGGER device_approval_requests_realtime AFTER INSERT OR UPDATE OR DELETE ON device_approval_requests
  FOR EACH ROW EXECUTE FUNCTION protect_realtime_notify();
