CREATE TABLE "lead_job_items" (
	"job_id" integer NOT NULL,
	"result_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"charged" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_job_items_job_id_result_id_pk" PRIMARY KEY("job_id","result_id")
);
--> statement-breakpoint
CREATE TABLE "lead_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scope" jsonb NOT NULL,
	"provider" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"charged" integer DEFAULT 0 NOT NULL,
	"stop_reason" text,
	"error" text,
	"batch" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"verdict" text NOT NULL,
	"provider" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verifications_account_id_email_pk" PRIMARY KEY("account_id","email")
);
--> statement-breakpoint
ALTER TABLE "lead_job_items" ADD CONSTRAINT "lead_job_items_job_id_lead_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."lead_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_jobs" ADD CONSTRAINT "lead_jobs_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_jobs" ADD CONSTRAINT "lead_jobs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_job_items_status_idx" ON "lead_job_items" USING btree ("job_id","status","result_id");--> statement-breakpoint
CREATE INDEX "lead_jobs_campaign_idx" ON "lead_jobs" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "lead_jobs_status_idx" ON "lead_jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "lead_jobs_account_idx" ON "lead_jobs" USING btree ("account_id");