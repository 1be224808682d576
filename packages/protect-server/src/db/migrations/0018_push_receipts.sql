CREATE TABLE "push_receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"token_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_receipts" ADD CONSTRAINT "push_receipts_token_id_push_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."push_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_receipts_sent_idx" ON "push_receipts" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "push_receipts_token_idx" ON "push_receipts" USING btree ("token_id");