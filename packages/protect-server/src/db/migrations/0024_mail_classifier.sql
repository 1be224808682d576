CREATE TABLE "mail_classification_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"features" text[] NOT NULL,
	"gambling" boolean NOT NULL,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_classification_samples" ALTER COLUMN "sender_domain" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_blocked" ADD COLUMN "reasons" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_blocked" ADD COLUMN "features" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_blocked" ADD COLUMN "hidden_uid" bigint;--> statement-breakpoint
ALTER TABLE "mail_blocked" ADD COLUMN "restored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_blocked" ADD COLUMN "restored_uid" bigint;--> statement-breakpoint
CREATE INDEX "mail_classification_corrections_created_idx" ON "mail_classification_corrections" USING btree ("created_at");--> statement-breakpoint
-- Samples kept a user's own values (the sender's domain, `domain:X` for a custom mail_domain entry)
-- for a year, past erasure. Which of them a global list held is not recorded, so all go.
UPDATE "mail_classification_samples" SET "sender_domain" = NULL,
  "features" = ARRAY(SELECT f FROM unnest("features") AS f WHERE f NOT LIKE 'domain:%');--> statement-breakpoint
-- The IDLE daemon re-reads its connections when one is connected, renewed, paused or removed
-- (payload: the connection id), instead of waiting for its periodic re-read.
CREATE FUNCTION protect_mail_connection_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('protect_mail_connections', COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER mail_connections_changed AFTER INSERT OR DELETE OR UPDATE OF is_active, consent_at, consent_version, password_encrypted, oauth_access_token_encrypted, imap_host, imap_port ON mail_connections
  FOR EACH ROW EXECUTE FUNCTION protect_mail_connection_changed();
