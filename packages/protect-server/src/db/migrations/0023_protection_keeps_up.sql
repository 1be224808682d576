CREATE TABLE "discovery_candidates" (
	"domain" text PRIMARY KEY NOT NULL,
	"addresses" jsonb NOT NULL,
	"first_reported_at" timestamp with time zone NOT NULL,
	"last_reported_at" timestamp with time zone NOT NULL,
	"report_days" integer DEFAULT 1 NOT NULL,
	"last_day" text NOT NULL,
	"score" double precision NOT NULL,
	"evidence" jsonb NOT NULL,
	"status" text DEFAULT 'scored' NOT NULL,
	"submission_id" uuid
);
--> statement-breakpoint
CREATE TABLE "discovery_labels" (
	"domain" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_submissions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_submissions" ADD COLUMN "origin" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_submissions" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
ALTER TABLE "protected_devices" ADD COLUMN "silent_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discovery_candidates" ADD CONSTRAINT "discovery_candidates_submission_id_domain_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."domain_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discovery_candidates_first_idx" ON "discovery_candidates" USING btree ("first_reported_at");--> statement-breakpoint
CREATE INDEX "discovery_candidates_status_idx" ON "discovery_candidates" USING btree ("status");--> statement-breakpoint
-- The bypass list (issue 28): its row; entries are copied from bypass-list.json at start-up.
INSERT INTO "blocklists" ("name", "version") VALUES ('bypass', 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP TRIGGER IF EXISTS blocklists_resolver_change ON blocklists;
--> statement-breakpoint
CREATE TRIGGER blocklists_resolver_change AFTER INSERT OR UPDATE ON blocklists
  FOR EACH ROW WHEN (NEW.name IN ('curated', 'full', 'bypass'))
  EXECUTE FUNCTION protect_resolver_change_of_list();
