DROP INDEX "lead_results_campaign_id_idx";--> statement-breakpoint
DROP INDEX "lead_results_campaign_email_state_idx";--> statement-breakpoint
CREATE INDEX "lead_results_campaign_id_idx" ON "lead_results" USING btree ("campaign_id","id","account_id");--> statement-breakpoint
CREATE INDEX "lead_results_campaign_email_state_idx" ON "lead_results" USING btree ("campaign_id","email_state","id","account_id");