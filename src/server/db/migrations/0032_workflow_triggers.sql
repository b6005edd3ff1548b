ALTER TABLE "workflow_lead_runs" ADD COLUMN "trigger_version_id" integer REFERENCES "workflow_versions"("id") ON DELETE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_lead_runs_trigger_uq" ON "workflow_lead_runs" USING btree ("trigger_version_id","result_id") WHERE "workflow_lead_runs"."trigger_version_id" is not null;
