-- Custom SQL migration: grants for the accounts that exist before plan_grants, so the first
-- reconciliation keeps every current plan. A subscription id → a subscription grant; a pro trial
-- → a trial grant ending with the trial; a redeemed DiGA code → a DiGA grant; founding members →
-- a founding grant; a paid plan none of these explains → an admin grant (set-plan and the launch
-- default were the only other writers).
INSERT INTO "plan_grants" ("user_id", "source", "reference", "plan", "starts_at", "ends_at")
SELECT "id", 'subscription', "payment_subscription_id", "plan", "updated_at", NULL
FROM "users"
WHERE "deleted_at" IS NULL AND "plan" <> 'free' AND "payment_subscription_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "plan_grants" ("user_id", "source", "reference", "plan", "starts_at", "ends_at")
SELECT "id", 'trial', '', 'pro', coalesce("pro_trial_started_at", "updated_at"), "pro_trial_expires_at"
FROM "users"
WHERE "deleted_at" IS NULL AND "plan" = 'pro' AND "payment_subscription_id" IS NULL
  AND "pro_trial_expires_at" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "plan_grants" ("user_id", "source", "reference", "plan", "starts_at", "ends_at")
SELECT c."used_by_profile_id", 'diga', c."code", c."grants_plan", c."used_at", NULL
FROM "diga_codes" AS c JOIN "users" AS u ON u."id" = c."used_by_profile_id"
WHERE u."deleted_at" IS NULL AND c."used_at" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "plan_grants" ("user_id", "source", "reference", "plan", "starts_at", "ends_at")
SELECT "id", 'founding', '', "plan", "updated_at", NULL
FROM "users"
WHERE "deleted_at" IS NULL AND "plan" <> 'free' AND "founding_member";
--> statement-breakpoint
INSERT INTO "plan_grants" ("user_id", "source", "reference", "plan", "starts_at", "ends_at")
SELECT "id", 'admin', '', "plan", "updated_at", NULL
FROM "users"
WHERE "deleted_at" IS NULL AND "plan" <> 'free' AND NOT EXISTS (
  SELECT 1 FROM "plan_grants" AS g
  WHERE g."user_id" = "users"."id" AND g."plan" = "users"."plan" AND (g."ends_at" IS NULL OR g."ends_at" > now())
);
