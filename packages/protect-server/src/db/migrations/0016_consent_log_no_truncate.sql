-- The consent log's row trigger (0008) refuses UPDATE and DELETE; TRUNCATE fires no row trigger, so
-- a statement trigger refuses it too (directly or through TRUNCATE users CASCADE).
CREATE TRIGGER mail_consent_log_no_truncate BEFORE TRUNCATE ON mail_consent_log
  FOR EACH STATEMENT EXECUTE FUNCTION protect_mail_consent_log_append_only();
