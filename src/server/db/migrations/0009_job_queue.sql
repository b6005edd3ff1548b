CREATE TABLE "job_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"subject" text NOT NULL,
	"account_id" integer,
	"turn" bigint NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "job_queue_next_idx" ON "job_queue" USING btree ("kind","turn","id") WHERE "state" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "job_queue_waiting_unique" ON "job_queue" USING btree ("kind","data") WHERE "state" = 'queued';--> statement-breakpoint
CREATE INDEX "job_queue_account_idx" ON "job_queue" USING btree ("kind","account_id","turn") WHERE "state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "job_queue_running_idx" ON "job_queue" USING btree ("kind","turn") WHERE "state" = 'running';--> statement-breakpoint
CREATE INDEX "job_queue_subject_idx" ON "job_queue" USING btree ("kind","subject") WHERE "state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "job_queue_lease_idx" ON "job_queue" USING btree ("locked_until") WHERE "state" = 'running';--> statement-breakpoint
CREATE INDEX "job_queue_finished_idx" ON "job_queue" USING btree ("finished_at") WHERE "state" in ('done', 'failed');--> statement-breakpoint
-- The queue was pg-boss until here: its jobs are not carried over. Every unfinished run, lead job, crawl and payment is
-- found again from its own table by its module's sweep at the first start, so dropping them loses no work.
DROP SCHEMA IF EXISTS "pgboss" CASCADE;
