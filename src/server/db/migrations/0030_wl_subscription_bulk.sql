CREATE TABLE "wl_bulk_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"request_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"subscription_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"applied" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "wl_bulk_jobs_action_check" CHECK ("wl_bulk_jobs"."action" IN ('cancel', 'change_package', 'extend', 'pause', 'resume', 'resend_welcome')),
	CONSTRAINT "wl_bulk_jobs_status_check" CHECK ("wl_bulk_jobs"."status" IN ('queued', 'running', 'done'))
);
--> statement-breakpoint
CREATE TABLE "wl_bulk_items" (
	"job_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "wl_bulk_items_job_id_subscription_id_pk" PRIMARY KEY("job_id","subscription_id"),
	CONSTRAINT "wl_bulk_items_outcome_check" CHECK ("wl_bulk_items"."outcome" IN ('skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "wl_inbound_secrets" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wl_bulk_jobs" ADD CONSTRAINT "wl_bulk_jobs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_bulk_jobs" ADD CONSTRAINT "wl_bulk_jobs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_bulk_items" ADD CONSTRAINT "wl_bulk_items_job_id_wl_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."wl_bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_bulk_items" ADD CONSTRAINT "wl_bulk_items_subscription_id_wl_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."wl_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_inbound_secrets" ADD CONSTRAINT "wl_inbound_secrets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wl_bulk_jobs_key_uq" ON "wl_bulk_jobs" USING btree ("account_id","request_key");--> statement-breakpoint
CREATE INDEX "wl_bulk_jobs_account_idx" ON "wl_bulk_jobs" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "wl_subscriptions_started_idx" ON "wl_subscriptions" USING btree ("account_id","started_at","id");--> statement-breakpoint
CREATE INDEX "wl_subscriptions_fee_idx" ON "wl_subscriptions" USING btree ("account_id","fee_cents","id");--> statement-breakpoint
CREATE INDEX "wl_subscriptions_package_name_idx" ON "wl_subscriptions" USING btree ("account_id","package_name","id");
