CREATE TABLE "admin_users" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_by" uuid
);
--> statement-breakpoint
CREATE TABLE "device_locks" (
	"device_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diga_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"grants_plan" text DEFAULT 'legend' NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"used_by_profile_id" uuid,
	"label" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"platform" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"password_hash" text,
	"nickname" text,
	"plan" text NOT NULL,
	"founding_member" boolean DEFAULT false NOT NULL,
	"global_blocklist_grace_until" timestamp with time zone,
	"payment_subscription_id" text,
	"banned" boolean DEFAULT false NOT NULL,
	"banned_at" timestamp with time zone,
	"banned_reason" text,
	"deleted_at" timestamp with time zone,
	"coach_voice_id" text,
	"birth_year" integer,
	"gender" text,
	"marital_status" text,
	"profession" text,
	"bundesland" text,
	"city" text,
	"employment_status" text,
	"shift_work" boolean,
	"industry" text,
	"job_tenure" text,
	"demographics_consent_at" timestamp with time zone,
	"demographics_withdrawn_at" timestamp with time zone,
	"pro_trial_started_at" timestamp with time zone,
	"pro_trial_expires_at" timestamp with time zone,
	"pro_trial_source" text,
	"pro_trial_used_at" timestamp with time zone,
	"diga_banner_dismissed_at" timestamp with time zone,
	"diga_code_redeemed_at" timestamp with time zone,
	"last_install_at" timestamp with time zone,
	"onboarding_step" text DEFAULT 'welcome' NOT NULL,
	"protection_disabled_at" timestamp with time zone,
	"screentime_passcode" text,
	"calls_enabled" boolean DEFAULT true NOT NULL,
	"presence_visible" boolean DEFAULT true NOT NULL,
	"last_seen_at" timestamp with time zone,
	"chat_push_enabled" boolean DEFAULT true NOT NULL,
	"mdm_managed" boolean DEFAULT false NOT NULL,
	"mdm_detected_at" timestamp with time zone,
	"voice_seconds_used_today" integer DEFAULT 0 NOT NULL,
	"voice_quota_reset_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_locks" ADD CONSTRAINT "device_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diga_codes" ADD CONSTRAINT "diga_codes_used_by_profile_id_users_id_fk" FOREIGN KEY ("used_by_profile_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diga_codes_code_key" ON "diga_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "push_tokens_token_key" ON "push_tokens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "push_tokens_user_idx" ON "push_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_trial_expiry_idx" ON "users" USING btree ("pro_trial_expires_at") WHERE "users"."plan" = 'pro';