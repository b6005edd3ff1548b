CREATE TABLE "credit_usage_daily" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_usage_daily_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
ALTER TABLE "credit_usage_daily" ADD CONSTRAINT "credit_usage_daily_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "credit_usage_daily_day_idx" ON "credit_usage_daily" USING btree ("day","account_id");
--> statement-breakpoint
CREATE INDEX "campaign_searches_created_idx" ON "campaign_searches" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "wallet_payments_settled_idx" ON "wallet_payments" USING btree ("settled_at") WHERE "status" = 'succeeded';
--> statement-breakpoint
CREATE FUNCTION credit_usage_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO credit_usage_daily AS d (account_id, day, spent, refunded)
	VALUES (NEW.account_id, (NEW.created_at AT TIME ZONE 'UTC')::date,
		CASE WHEN NEW.kind = 'spend' THEN -NEW.amount ELSE 0 END, CASE WHEN NEW.kind = 'refund' THEN NEW.amount ELSE 0 END)
	ON CONFLICT (account_id, day) DO UPDATE SET spent = d.spent + excluded.spent, refunded = d.refunded + excluded.refunded;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION credit_usage_daily_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO credit_usage_daily AS d (account_id, day, spent, refunded)
	VALUES (NEW.account_id, (NEW.created_at AT TIME ZONE 'UTC')::date,
		CASE WHEN NEW.kind = 'spend' THEN OLD.amount - NEW.amount ELSE 0 END, CASE WHEN NEW.kind = 'refund' THEN NEW.amount - OLD.amount ELSE 0 END)
	ON CONFLICT (account_id, day) DO UPDATE SET spent = d.spent + excluded.spent, refunded = d.refunded + excluded.refunded;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER credit_usage_daily_on_insert AFTER INSERT ON credit_ledger FOR EACH ROW WHEN (NEW.kind IN ('spend', 'refund')) EXECUTE FUNCTION credit_usage_daily_add();
--> statement-breakpoint
CREATE TRIGGER credit_usage_daily_on_update AFTER UPDATE OF amount ON credit_ledger FOR EACH ROW
	WHEN (NEW.kind IN ('spend', 'refund') AND OLD.kind = NEW.kind AND OLD.account_id = NEW.account_id AND OLD.created_at = NEW.created_at AND OLD.amount <> NEW.amount)
	EXECUTE FUNCTION credit_usage_daily_change();
--> statement-breakpoint
INSERT INTO credit_usage_daily (account_id, day, spent, refunded)
SELECT account_id, (created_at AT TIME ZONE 'UTC')::date,
	COALESCE(SUM(-amount) FILTER (WHERE kind = 'spend'), 0), COALESCE(SUM(amount) FILTER (WHERE kind = 'refund'), 0)
FROM credit_ledger WHERE kind IN ('spend', 'refund')
GROUP BY 1, 2;
