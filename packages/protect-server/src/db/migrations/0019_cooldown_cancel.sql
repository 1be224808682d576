DROP INDEX "cooldowns_one_running_key";--> statement-breakpoint
ALTER TABLE "cooldowns" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cooldowns" ADD COLUMN "started_by_device_id" uuid;--> statement-breakpoint
ALTER TABLE "cooldowns" ADD CONSTRAINT "cooldowns_started_by_device_id_user_devices_id_fk" FOREIGN KEY ("started_by_device_id") REFERENCES "public"."user_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cooldowns_one_running_key" ON "cooldowns" USING btree ("user_id") WHERE "cooldowns"."resolved_at" is null and "cooldowns"."cancelled_at" is null;