CREATE TABLE "autopilots" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"campaign_id" integer REFERENCES "campaigns"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"search" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"repeat" text DEFAULT 'daily' NOT NULL,
	"time" text DEFAULT '09:00' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"start_date" text,
	"max_results_per_period" integer,
	"enrichment" jsonb NOT NULL,
	"ai" jsonb NOT NULL,
	"delivery" jsonb NOT NULL,
	"nearby_districts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"local_filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"anchor" text,
	"next_run_at" timestamp with time zone,
	"next_kind" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "autopilots_account_idx" ON "autopilots" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "autopilots_due_idx" ON "autopilots" USING btree ("next_run_at") WHERE "autopilots"."status" = 'active' and "autopilots"."next_run_at" is not null;--> statement-breakpoint
CREATE TABLE "autopilot_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"autopilot_id" integer NOT NULL REFERENCES "autopilots"("id") ON DELETE cascade,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"slot_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"stage" text DEFAULT 'search' NOT NULL,
	"period_key" text,
	"reserved" integer,
	"search_id" integer,
	"results_from_id" integer,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"counts" jsonb NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "autopilot_runs_slot_unique" ON "autopilot_runs" USING btree ("autopilot_id","slot_at");--> statement-breakpoint
CREATE INDEX "autopilot_runs_autopilot_idx" ON "autopilot_runs" USING btree ("autopilot_id","id");--> statement-breakpoint
CREATE TABLE "autopilot_usage" (
	"autopilot_id" integer NOT NULL REFERENCES "autopilots"("id") ON DELETE cascade,
	"period_key" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "autopilot_usage_autopilot_id_period_key_pk" PRIMARY KEY("autopilot_id","period_key")
);
