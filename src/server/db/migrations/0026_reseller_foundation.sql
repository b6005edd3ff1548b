CREATE TABLE "wl_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"price_cents" integer NOT NULL,
	"yearly_price_cents" integer,
	"one_time_price_cents" integer,
	"currency" text DEFAULT 'usd' NOT NULL,
	"credits" integer NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"trial_amount_cents" integer DEFAULT 0 NOT NULL,
	"collect_payment_method" boolean DEFAULT true NOT NULL,
	"billing_portal" boolean DEFAULT true NOT NULL,
	"show_on_sales_page" boolean DEFAULT false NOT NULL,
	"form_available_days" integer,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thank_you_url" text,
	"tax_collection" boolean DEFAULT false NOT NULL,
	"billing_address" boolean DEFAULT false NOT NULL,
	"phone_required" boolean DEFAULT false NOT NULL,
	"provider_product_id" text,
	"provider_price_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "wl_packages_status_check" CHECK ("wl_packages"."status" IN ('draft', 'published', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "wl_subscription_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_user_id" integer,
	"source" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wl_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"customer_account_id" integer NOT NULL,
	"customer_user_id" integer,
	"package_id" integer,
	"package_name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"provider" text DEFAULT 'manual' NOT NULL,
	"provider_subscription_id" text,
	"provider_customer_id" text,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"managed_manually" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wl_subscriptions_status_check" CHECK ("wl_subscriptions"."status" IN ('trialing', 'active', 'past_due', 'paused', 'cancel_scheduled', 'canceled', 'refunded', 'expired', 'external_canceled')),
	CONSTRAINT "wl_subscriptions_provider_check" CHECK ("wl_subscriptions"."provider" IN ('local', 'stripe', 'paykickstart', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "reseller_id" integer;--> statement-breakpoint
ALTER TABLE "wl_packages" ADD CONSTRAINT "wl_packages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_packages" ADD CONSTRAINT "wl_packages_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_subscription_events" ADD CONSTRAINT "wl_subscription_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_subscription_events" ADD CONSTRAINT "wl_subscription_events_subscription_id_wl_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."wl_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_subscription_events" ADD CONSTRAINT "wl_subscription_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_subscriptions" ADD CONSTRAINT "wl_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_subscriptions" ADD CONSTRAINT "wl_subscriptions_customer_account_id_accounts_id_fk" FOREIGN KEY ("customer_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_subscriptions" ADD CONSTRAINT "wl_subscriptions_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_subscriptions" ADD CONSTRAINT "wl_subscriptions_package_id_wl_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."wl_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wl_packages_account_idx" ON "wl_packages" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "wl_subscription_events_account_idx" ON "wl_subscription_events" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "wl_subscription_events_subscription_idx" ON "wl_subscription_events" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE INDEX "wl_subscriptions_account_idx" ON "wl_subscriptions" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "wl_subscriptions_status_idx" ON "wl_subscriptions" USING btree ("account_id","status","id");--> statement-breakpoint
CREATE INDEX "wl_subscriptions_ends_idx" ON "wl_subscriptions" USING btree ("account_id","ends_at","id");--> statement-breakpoint
CREATE INDEX "wl_subscriptions_customer_idx" ON "wl_subscriptions" USING btree ("customer_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wl_subscriptions_provider_uq" ON "wl_subscriptions" USING btree ("provider","provider_subscription_id") WHERE "wl_subscriptions"."provider_subscription_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_reseller_id_accounts_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_reseller_idx" ON "accounts" USING btree ("reseller_id","id");
