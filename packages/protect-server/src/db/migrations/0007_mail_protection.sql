CREATE TABLE "global_mail_display_names" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_blocked" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"uid_validity" bigint NOT NULL,
	"uid" bigint NOT NULL,
	"sender" text NOT NULL,
	"subject" text NOT NULL,
	"score" integer NOT NULL,
	"trigger_source" text NOT NULL,
	"blocked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_blocked_stats" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"connection_id" uuid NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mail_blocked_stats_user_id_day_connection_id_pk" PRIMARY KEY("user_id","day","connection_id")
);
--> statement-breakpoint
CREATE TABLE "mail_classification_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid,
	"sender_domain" text NOT NULL,
	"rule_score" integer NOT NULL,
	"score" integer NOT NULL,
	"blocked" boolean NOT NULL,
	"trigger_source" text,
	"features" text[] NOT NULL,
	"used_language_model" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text,
	"email" text NOT NULL,
	"imap_host" text NOT NULL,
	"imap_port" integer NOT NULL,
	"imap_tls" boolean DEFAULT true NOT NULL,
	"auth_method" text DEFAULT 'app_password' NOT NULL,
	"password_encrypted" text,
	"oauth_access_token_encrypted" text,
	"oauth_refresh_token_encrypted" text,
	"oauth_token_expires_at" timestamp with time zone,
	"oauth_scope" text,
	"oauth_token_version" integer DEFAULT 0 NOT NULL,
	"oauth_refresh_failures" integer DEFAULT 0 NOT NULL,
	"consent_at" timestamp with time zone,
	"consent_version" text,
	"consent_ip_address" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"paused_at" timestamp with time zone,
	"paused_reason" text,
	"next_scan_at" timestamp with time zone,
	"last_scan_at" timestamp with time zone,
	"scan_lease_until" timestamp with time zone,
	"last_connect_error" text,
	"last_connect_error_at" timestamp with time zone,
	"last_idle_heartbeat_at" timestamp with time zone,
	"uid_validity" bigint,
	"last_scanned_uid" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_consent_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"action" text NOT NULL,
	"consent_version" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_oauth_pending_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"idp" text NOT NULL,
	"code_verifier_encrypted" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"title" text,
	"consent_version" text NOT NULL,
	"consent_ip_address" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_blocked" ADD CONSTRAINT "mail_blocked_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_blocked" ADD CONSTRAINT "mail_blocked_connection_id_mail_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."mail_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_blocked_stats" ADD CONSTRAINT "mail_blocked_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_blocked_stats" ADD CONSTRAINT "mail_blocked_stats_connection_id_mail_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."mail_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_classification_samples" ADD CONSTRAINT "mail_classification_samples_connection_id_mail_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."mail_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_connections" ADD CONSTRAINT "mail_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_consent_log" ADD CONSTRAINT "mail_consent_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_oauth_pending_states" ADD CONSTRAINT "mail_oauth_pending_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "global_mail_display_names_name_key" ON "global_mail_display_names" USING btree ("display_name");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_blocked_message_key" ON "mail_blocked" USING btree ("connection_id","uid_validity","uid");--> statement-breakpoint
CREATE INDEX "mail_blocked_user_idx" ON "mail_blocked" USING btree ("user_id","blocked_at");--> statement-breakpoint
CREATE INDEX "mail_blocked_retention_idx" ON "mail_blocked" USING btree ("blocked_at");--> statement-breakpoint
CREATE INDEX "mail_classification_samples_created_idx" ON "mail_classification_samples" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_connections_user_email_key" ON "mail_connections" USING btree ("user_id","email");--> statement-breakpoint
CREATE INDEX "mail_connections_next_scan_idx" ON "mail_connections" USING btree ("next_scan_at") WHERE "mail_connections"."is_active";--> statement-breakpoint
CREATE INDEX "mail_consent_log_connection_idx" ON "mail_consent_log" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "mail_oauth_pending_expiry_idx" ON "mail_oauth_pending_states" USING btree ("expires_at");