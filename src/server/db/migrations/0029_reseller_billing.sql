CREATE TABLE "wl_billing_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'local' NOT NULL,
	"stripe_account_id" text,
	"stripe_connected_at" timestamp with time zone,
	"connect_state" text,
	"connect_state_expires_at" timestamp with time zone,
	"paykickstart_secret_sealed" text,
	"paykickstart_token_sealed" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wl_billing_settings_provider_check" CHECK ("wl_billing_settings"."provider" IN ('local', 'stripe', 'paykickstart', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "wl_billing_settings" ADD CONSTRAINT "wl_billing_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "wl_billing_settings_stripe_account_uq" ON "wl_billing_settings" USING btree ("stripe_account_id") WHERE "wl_billing_settings"."stripe_account_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "wl_billing_settings_connect_state_uq" ON "wl_billing_settings" USING btree ("connect_state") WHERE "wl_billing_settings"."connect_state" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "wl_provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"account_id" integer,
	"result" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wl_provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "wl_provider_events" ADD CONSTRAINT "wl_provider_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "wl_local_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"package_id" integer,
	"provider_subscription_id" text NOT NULL,
	"buyer_email" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'succeeded' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "wl_local_charges_status_check" CHECK ("wl_local_charges"."status" IN ('succeeded', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "wl_local_charges" ADD CONSTRAINT "wl_local_charges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wl_local_charges" ADD CONSTRAINT "wl_local_charges_package_id_wl_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."wl_packages"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "wl_local_charges_subscription_idx" ON "wl_local_charges" USING btree ("account_id","provider_subscription_id","id");
