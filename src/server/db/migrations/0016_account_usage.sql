CREATE TABLE "account_usage" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"searches_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_usage_searches_nonnegative" CHECK ("account_usage"."searches_used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "account_usage" ADD CONSTRAINT "account_usage_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_usage_period_end_idx" ON "account_usage" USING btree ("period_end");
