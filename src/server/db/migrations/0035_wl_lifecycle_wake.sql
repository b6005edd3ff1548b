CREATE TABLE "wl_trial_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"trial_ends_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 1 NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "wl_trial_reminders" ADD CONSTRAINT "wl_trial_reminders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_trial_reminders" ADD CONSTRAINT "wl_trial_reminders_subscription_id_wl_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."wl_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wl_trial_reminders_period_uq" ON "wl_trial_reminders" USING btree ("subscription_id","trial_ends_at");--> statement-breakpoint
CREATE INDEX "wl_trial_reminders_account_idx" ON "wl_trial_reminders" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "wl_subscriptions_trialing_idx" ON "wl_subscriptions" USING btree (coalesce("trial_ends_at", "ends_at"), "id") WHERE "status" = 'trialing';--> statement-breakpoint
CREATE FUNCTION "wl_subscription_events_wake"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('wl_webhook_events', woken.account_id::text)
	FROM (SELECT DISTINCT n.account_id FROM new_rows n JOIN wl_webhook_settings w ON w.account_id = n.account_id AND w.enabled) woken;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "wl_subscription_events_wake" AFTER INSERT ON "wl_subscription_events" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wl_subscription_events_wake"();
