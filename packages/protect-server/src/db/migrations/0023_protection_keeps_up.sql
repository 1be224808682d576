ALTER TABLE "protected_devices" ADD COLUMN "silent_since" timestamp with time zone;--> statement-breakpoint
-- The bypass list (issue 28): its row; entries are copied from bypass-list.json at start-up.
INSERT INTO "blocklists" ("name", "version") VALUES ('bypass', 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP TRIGGER IF EXISTS blocklists_resolver_change ON blocklists;
--> statement-breakpoint
CREATE TRIGGER blocklists_resolver_change AFTER INSERT OR UPDATE ON blocklists
  FOR EACH ROW WHEN (NEW.name IN ('curated', 'full', 'bypass'))
  EXECUTE FUNCTION protect_resolver_change_of_list();
