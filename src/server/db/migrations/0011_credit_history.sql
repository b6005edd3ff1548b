ALTER TABLE "credit_ledger" ADD COLUMN "movement" text DEFAULT 'adjustment' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "source_type" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "balance_after" integer;--> statement-breakpoint
UPDATE "credit_ledger" l SET "balance_after" = r.running
  FROM (SELECT id, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running FROM "credit_ledger") r
  WHERE r.id = l.id;--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "balance_after" SET NOT NULL;--> statement-breakpoint
UPDATE "credit_ledger" SET "movement" = 'search', "source_type" = 'search', "source_id" = split_part("idempotency_key", ':', 2)::int
  WHERE "kind" = 'spend' AND "idempotency_key" ~ '^search:[0-9]+:';--> statement-breakpoint
UPDATE "credit_ledger" l SET "movement" = CASE j.kind WHEN 'ai-write' THEN 'ai_writing' WHEN 'send-crm' THEN 'delivery' WHEN 'send-webhook' THEN 'delivery' ELSE 'enrichment' END
  FROM "lead_jobs" j
  WHERE l."kind" = 'spend' AND l."idempotency_key" ~ '^leadjob:[0-9]+:' AND j.id = split_part(l."idempotency_key", ':', 2)::int;--> statement-breakpoint
UPDATE "credit_ledger" SET "movement" = CASE WHEN "movement" = 'adjustment' THEN 'enrichment' ELSE "movement" END, "source_type" = 'lead_job', "source_id" = split_part("idempotency_key", ':', 2)::int
  WHERE "kind" = 'spend' AND "idempotency_key" ~ '^leadjob:[0-9]+:';--> statement-breakpoint
UPDATE "credit_ledger" SET "movement" = 'top_up', "source_type" = 'payment', "source_id" = split_part("idempotency_key", ':', 2)::int
  WHERE "kind" = 'grant' AND "idempotency_key" ~ '^wallet-payment:[0-9]+$';--> statement-breakpoint
UPDATE "credit_ledger" SET "movement" = 'plan' WHERE "kind" = 'grant' AND "idempotency_key" LIKE 'plan:%';--> statement-breakpoint
UPDATE "credit_ledger" SET "movement" = CASE "kind" WHEN 'reset' THEN 'reset' ELSE 'expiry' END, "source_type" = 'bucket', "source_id" = split_part("idempotency_key", ':', 2)::int
  WHERE "kind" IN ('expiry', 'reset') AND "idempotency_key" ~ '^expire:[0-9]+$';--> statement-breakpoint
UPDATE "credit_ledger" SET "movement" = 'refund' WHERE "kind" = 'refund';--> statement-breakpoint
CREATE INDEX "credit_ledger_movement_idx" ON "credit_ledger" USING btree ("account_id","movement","id");
