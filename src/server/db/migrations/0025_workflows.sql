CREATE TABLE "workflows" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"campaign_id" integer REFERENCES "campaigns"("id") ON DELETE set null,
	"draft_revision" integer DEFAULT 1 NOT NULL,
	"published_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "workflows_account_idx" ON "workflows" USING btree ("account_id","id");--> statement-breakpoint
CREATE TABLE "workflow_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_id" integer NOT NULL REFERENCES "workflows"("id") ON DELETE cascade,
	"version" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"graph" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_versions_version_uq" ON "workflow_versions" USING btree ("workflow_id","version");--> statement-breakpoint
CREATE FUNCTION "workflow_version_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.published AND (NEW.graph IS DISTINCT FROM OLD.graph OR NEW.version IS DISTINCT FROM OLD.version OR NOT NEW.published) THEN
		RAISE EXCEPTION 'a published workflow version is immutable';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "workflow_versions_frozen" BEFORE UPDATE ON "workflow_versions" FOR EACH ROW EXECUTE FUNCTION "workflow_version_frozen"();--> statement-breakpoint
CREATE TABLE "workflow_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"workflow_id" integer NOT NULL REFERENCES "workflows"("id") ON DELETE cascade,
	"version_id" integer NOT NULL REFERENCES "workflow_versions"("id"),
	"version" integer NOT NULL,
	"campaign_id" integer NOT NULL REFERENCES "campaigns"("id") ON DELETE cascade,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "workflow_runs_workflow_idx" ON "workflow_runs" USING btree ("workflow_id","id");--> statement-breakpoint
CREATE INDEX "workflow_runs_account_idx" ON "workflow_runs" USING btree ("account_id");--> statement-breakpoint
CREATE TABLE "workflow_lead_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL REFERENCES "workflow_runs"("id") ON DELETE cascade,
	"result_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_lead_runs_uq" ON "workflow_lead_runs" USING btree ("run_id","result_id");--> statement-breakpoint
CREATE INDEX "workflow_lead_runs_status_idx" ON "workflow_lead_runs" USING btree ("run_id","status","id");--> statement-breakpoint
CREATE TABLE "workflow_node_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_run_id" integer NOT NULL REFERENCES "workflow_lead_runs"("id") ON DELETE cascade,
	"node_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"message" text,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_node_runs_uq" ON "workflow_node_runs" USING btree ("lead_run_id","node_id");
