CREATE TABLE "blocklist_entries" (
	"list" text NOT NULL,
	"domain" text NOT NULL,
	"origin" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocklist_entries_list_domain_pk" PRIMARY KEY("list","domain")
);
--> statement-breakpoint
CREATE TABLE "blocklists" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"source" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_custom_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cooldowns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"protection_restored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "curated_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"country" text NOT NULL,
	"status" text DEFAULT 'suggested' NOT NULL,
	"suggested_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"type" text DEFAULT 'web' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_custom_domains" ADD CONSTRAINT "user_custom_domains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooldowns" ADD CONSTRAINT "cooldowns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_domains" ADD CONSTRAINT "curated_domains_suggested_by_user_id_users_id_fk" FOREIGN KEY ("suggested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_submissions" ADD CONSTRAINT "domain_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_submissions" ADD CONSTRAINT "domain_submissions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_custom_domains_user_domain_type_key" ON "user_custom_domains" USING btree ("user_id","domain","type");--> statement-breakpoint
CREATE INDEX "user_custom_domains_user_idx" ON "user_custom_domains" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cooldowns_one_running_key" ON "cooldowns" USING btree ("user_id") WHERE "cooldowns"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "cooldowns_user_requested_idx" ON "cooldowns" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "curated_domains_country_domain_key" ON "curated_domains" USING btree ("country","domain");--> statement-breakpoint
CREATE INDEX "curated_domains_status_idx" ON "curated_domains" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "domain_submissions_status_created_idx" ON "domain_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "domain_submissions_user_idx" ON "domain_submissions" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");