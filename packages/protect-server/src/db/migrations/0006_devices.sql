CREATE TABLE "device_approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"os_version" text NOT NULL,
	"description" text NOT NULL,
	"code_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"email_token_hash" text,
	"email_sent_at" timestamp with time zone,
	"evicted_device_id" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magic_pairing_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magic_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"user_device_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "protected_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text NOT NULL,
	"token_ciphertext" text,
	"user_device_id" uuid,
	"last_dns_query_at" timestamp with time zone,
	"degraded_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resolver_changes" (
	"version" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"kind" text DEFAULT 'app' NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"os_version" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"bound_to_plan" text,
	"release_requested_at" timestamp with time zone,
	"release_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_approval_requests" ADD CONSTRAINT "device_approval_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magic_pairing_codes" ADD CONSTRAINT "magic_pairing_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magic_sessions" ADD CONSTRAINT "magic_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magic_sessions" ADD CONSTRAINT "magic_sessions_user_device_id_user_devices_id_fk" FOREIGN KEY ("user_device_id") REFERENCES "public"."user_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protected_devices" ADD CONSTRAINT "protected_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protected_devices" ADD CONSTRAINT "protected_devices_user_device_id_user_devices_id_fk" FOREIGN KEY ("user_device_id") REFERENCES "public"."user_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_devices" ADD CONSTRAINT "user_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_approval_requests_user_idx" ON "device_approval_requests" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "device_approval_requests_email_token_key" ON "device_approval_requests" USING btree ("email_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "magic_pairing_codes_live_key" ON "magic_pairing_codes" USING btree ("code_hash") WHERE "magic_pairing_codes"."used_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "magic_sessions_token_hash_key" ON "magic_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "magic_sessions_user_idx" ON "magic_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "protected_devices_token_hash_key" ON "protected_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "protected_devices_user_idx" ON "protected_devices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "resolver_changes_changed_idx" ON "resolver_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_devices_user_device_key" ON "user_devices" USING btree ("user_id","device_id");--> statement-breakpoint
CREATE INDEX "user_devices_user_seen_idx" ON "user_devices" USING btree ("user_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "user_devices_release_idx" ON "user_devices" USING btree ("release_at");