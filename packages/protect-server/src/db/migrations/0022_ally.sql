CREATE TABLE "allies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"from_name" text NOT NULL,
	"ally_user_id" uuid,
	"status" text DEFAULT 'invited' NOT NULL,
	"shared_events" jsonb NOT NULL,
	"two_person_rule" boolean DEFAULT false NOT NULL,
	"rule_off_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone NOT NULL,
	"last_mail_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ally_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"extended" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_by_ally_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ally_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ally_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "allies" ADD CONSTRAINT "allies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allies" ADD CONSTRAINT "allies_ally_user_id_users_id_fk" FOREIGN KEY ("ally_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ally_approvals" ADD CONSTRAINT "ally_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ally_approvals" ADD CONSTRAINT "ally_approvals_decided_by_ally_id_allies_id_fk" FOREIGN KEY ("decided_by_ally_id") REFERENCES "public"."allies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ally_events" ADD CONSTRAINT "ally_events_ally_id_allies_id_fk" FOREIGN KEY ("ally_id") REFERENCES "public"."allies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allies_invite_token_key" ON "allies" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE INDEX "allies_user_idx" ON "allies" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "allies_ally_user_idx" ON "allies" USING btree ("ally_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ally_approvals_subject_key" ON "ally_approvals" USING btree ("action","subject_id");--> statement-breakpoint
CREATE INDEX "ally_approvals_user_idx" ON "ally_approvals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ally_events_ally_idx" ON "ally_events" USING btree ("ally_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ally_events_unmailed_idx" ON "ally_events" USING btree ("ally_id") WHERE "ally_events"."mailed_at" is null;--> statement-breakpoint
-- Rows about an erased account are never written again (migration 0020's rule for every reference to users).
CREATE TRIGGER allies_user_id_not_deleted BEFORE INSERT ON allies
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
CREATE TRIGGER allies_ally_user_id_not_deleted BEFORE INSERT OR UPDATE OF ally_user_id ON allies
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('ally_user_id');
--> statement-breakpoint
CREATE TRIGGER ally_approvals_user_id_not_deleted BEFORE INSERT ON ally_approvals
  FOR EACH ROW EXECUTE FUNCTION protect_refuse_deleted_account('user_id');
--> statement-breakpoint
-- Realtime (features/realtime/publication.ts, allyPublication): an ally row goes to the user and to
-- the ally's own account, without the invitation hash; approval requests go to the user.
CREATE TRIGGER allies_realtime AFTER INSERT OR UPDATE OR DELETE ON allies
  FOR EACH ROW EXECUTE FUNCTION protect_realtime_notify();
--> statement-breakpoint
CREATE TRIGGER ally_approvals_realtime AFTER INSERT OR UPDATE OR DELETE ON ally_approvals
  FOR EACH ROW EXECUTE FUNCTION protect_realtime_notify();
