ALTER TABLE "workflow_node_runs" ADD COLUMN "debit_key" text;
