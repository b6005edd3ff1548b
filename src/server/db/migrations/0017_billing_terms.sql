-- The terms version a user accepted; everyone who accepted before versions existed accepted version 1.
ALTER TABLE "users" ADD COLUMN "terms_version" integer;--> statement-breakpoint
UPDATE "users" SET "terms_version" = 1 WHERE "terms_accepted_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "paykickstart_portal_url" text;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "flow_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "flow_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "flow_states_state_hash_unique" ON "flow_states" ("state_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "flow_states_expires_idx" ON "flow_states" ("expires_at");
