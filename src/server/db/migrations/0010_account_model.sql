-- The account model: an account owns the data, users belong to accounts as owner or member, a session acts as
-- one account. Every user gets an account of their own with the same id, so the rows that carried the user id as
-- their account id (lists, results, credits, connections...) stay as they are: only their foreign keys move from
-- users to accounts, and no large table is rewritten.
CREATE TABLE "account_member_modules" (
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	CONSTRAINT "account_member_modules_account_id_user_id_module_id_pk" PRIMARY KEY("account_id","user_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "account_members" (
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_members_account_id_user_id_pk" PRIMARY KEY("account_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "account_modules" (
	"account_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	CONSTRAINT "account_modules_account_id_module_id_pk" PRIMARY KEY("account_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'standard' NOT NULL,
	"parent_id" integer,
	"plan_id" integer,
	"license_time" timestamp with time zone,
	"last_reset" timestamp with time zone,
	"additional_query_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_member_modules" ADD CONSTRAINT "account_member_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_member_modules" ADD CONSTRAINT "account_member_modules_account_id_user_id_account_members_account_id_user_id_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."account_members"("account_id","user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_members" ADD CONSTRAINT "account_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_members" ADD CONSTRAINT "account_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_modules" ADD CONSTRAINT "account_modules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_modules" ADD CONSTRAINT "account_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_parent_id_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "account_members_one_owner" ON "account_members" USING btree ("account_id") WHERE "account_members"."role" = 'owner';
--> statement-breakpoint
CREATE INDEX "account_members_user_idx" ON "account_members" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "accounts_parent_idx" ON "accounts" USING btree ("parent_id","id");
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "allow_related_accounts" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "sub_account_limit" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_partner" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_referral_partner" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- One account per user, with the user's id, plan and limits; a reseller user's account is a reseller account.
INSERT INTO "accounts" ("id", "name", "kind", "plan_id", "license_time", "last_reset", "additional_query_count", "created_at")
SELECT "id", coalesce(nullif(trim("first_name" || ' ' || "last_name"), ''), "email"),
       CASE WHEN "role" = 'reseller' THEN 'reseller' ELSE 'standard' END,
       "plan_id", "license_time", "last_reset", "additional_query_count", "created_at"
FROM "users";
--> statement-breakpoint
-- A related user's account becomes a child of its parent's account.
UPDATE "accounts" SET "parent_id" = u."parent_id"
FROM "users" u
WHERE u."id" = "accounts"."id" AND u."parent_id" IS NOT NULL AND u."parent_id" <> u."id"
  AND EXISTS (SELECT 1 FROM "accounts" p WHERE p."id" = u."parent_id");
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('accounts', 'id'), coalesce((SELECT max("id") FROM "accounts"), 0) + 1, false);
--> statement-breakpoint
INSERT INTO "account_members" ("account_id", "user_id", "role", "created_at") SELECT "id", "id", 'owner', "created_at" FROM "users";
--> statement-breakpoint
INSERT INTO "account_modules" ("account_id", "module_id") SELECT "user_id", "module_id" FROM "user_modules";
--> statement-breakpoint
-- Reseller and related are what an account is now; the person keeps a platform role.
UPDATE "users" SET "role" = 'user' WHERE "role" NOT IN ('super_admin', 'admin', 'user');
--> statement-breakpoint
-- The seeded default plan lets an account create a few related accounts.
UPDATE "plans" SET "allow_related_accounts" = true, "sub_account_limit" = 3 WHERE "is_default";
--> statement-breakpoint
-- Every session so far acted as its user's own account.
ALTER TABLE "sessions" ADD COLUMN "account_id" integer;
--> statement-breakpoint
UPDATE "sessions" SET "account_id" = "user_id";
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "account_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_settings" DROP CONSTRAINT "business_settings_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "campaign_searches" DROP CONSTRAINT "campaign_searches_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "custom_labels" DROP CONSTRAINT "custom_labels_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "lead_results" DROP CONSTRAINT "lead_results_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_buckets" DROP CONSTRAINT "credit_buckets_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "lead_jobs" DROP CONSTRAINT "lead_jobs_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "email_verifications" DROP CONSTRAINT "email_verifications_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ai_fine_tunes" DROP CONSTRAINT "ai_fine_tunes_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ai_icp_suggestions" DROP CONSTRAINT "ai_icp_suggestions_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ai_list_outputs" DROP CONSTRAINT "ai_list_outputs_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ai_prompts" DROP CONSTRAINT "ai_prompts_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "api_keys" DROP CONSTRAINT "api_keys_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "crm_connections" DROP CONSTRAINT "crm_connections_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "crm_field_mappings" DROP CONSTRAINT "crm_field_mappings_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "crm_oauth_states" DROP CONSTRAINT "crm_oauth_states_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "gpt_settings" DROP CONSTRAINT "gpt_settings_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "lead_deliveries" DROP CONSTRAINT "lead_deliveries_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_connections" DROP CONSTRAINT "webhook_connections_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "zapier_subscriptions" DROP CONSTRAINT "zapier_subscriptions_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "business_profiles" DROP CONSTRAINT "business_profiles_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "training_chunks" DROP CONSTRAINT "training_chunks_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "training_crawls" DROP CONSTRAINT "training_crawls_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "training_sources" DROP CONSTRAINT "training_sources_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_cards" DROP CONSTRAINT "wallet_cards_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_payments" DROP CONSTRAINT "wallet_payments_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "campaign_searches" ADD CONSTRAINT "campaign_searches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "custom_labels" ADD CONSTRAINT "custom_labels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lead_results" ADD CONSTRAINT "lead_results_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_buckets" ADD CONSTRAINT "credit_buckets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lead_jobs" ADD CONSTRAINT "lead_jobs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_fine_tunes" ADD CONSTRAINT "ai_fine_tunes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_icp_suggestions" ADD CONSTRAINT "ai_icp_suggestions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_list_outputs" ADD CONSTRAINT "ai_list_outputs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_prompts" ADD CONSTRAINT "ai_prompts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_field_mappings" ADD CONSTRAINT "crm_field_mappings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_oauth_states" ADD CONSTRAINT "crm_oauth_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "gpt_settings" ADD CONSTRAINT "gpt_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "webhook_connections" ADD CONSTRAINT "webhook_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "zapier_subscriptions" ADD CONSTRAINT "zapier_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_chunks" ADD CONSTRAINT "training_chunks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_crawls" ADD CONSTRAINT "training_crawls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_sources" ADD CONSTRAINT "training_sources_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wallet_cards" ADD CONSTRAINT "wallet_cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wallet_payments" ADD CONSTRAINT "wallet_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
DROP TABLE "user_modules" CASCADE;
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_plan_id_plans_id_fk";
--> statement-breakpoint
DROP INDEX "users_parent_idx";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "parent_id";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "plan_id";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "license_time";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "last_reset";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "additional_query_count";
