CREATE TABLE "gambling_list_addresses" (
	"domain" text PRIMARY KEY NOT NULL,
	"addresses" jsonb NOT NULL,
	"resolved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gambling_list_addresses_resolved_idx" ON "gambling_list_addresses" USING btree ("resolved_at");
