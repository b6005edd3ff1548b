CREATE TABLE "local_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer" text NOT NULL,
	"payment_method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"decline_code" text,
	"error_message" text,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payment_intents_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "local_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behavior" text NOT NULL,
	"authenticated_at" timestamp with time zone NOT NULL,
	"charges_since_auth" integer DEFAULT 0 NOT NULL,
	"detached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_ref" text,
	"auto_top_up" boolean DEFAULT false NOT NULL,
	"auto_top_up_threshold" integer DEFAULT 10 NOT NULL,
	"auto_top_up_credits" integer DEFAULT 100 NOT NULL,
	"auto_top_up_amount_cents" integer DEFAULT 0 NOT NULL,
	"auto_top_up_paused_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_threshold_range" CHECK ("wallet_accounts"."auto_top_up_threshold" BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE TABLE "wallet_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"needs_reconnect" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"credits" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"provider" text,
	"provider_payment_ref" text,
	"card_id" integer,
	"card_brand" text,
	"card_last4" text,
	"request_key" text,
	"failure_code" text,
	"failure_message" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "wallet_payments_amounts_positive" CHECK ("wallet_payments"."credits" > 0 AND "wallet_payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_cards" ADD CONSTRAINT "wallet_cards_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_payments" ADD CONSTRAINT "wallet_payments_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_payments" ADD CONSTRAINT "wallet_payments_card_id_wallet_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."wallet_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_cards_provider_ref_unique" ON "wallet_cards" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_cards_one_default" ON "wallet_cards" USING btree ("account_id") WHERE "wallet_cards"."is_default";--> statement-breakpoint
CREATE INDEX "wallet_cards_account_idx" ON "wallet_cards" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "wallet_payments_account_idx" ON "wallet_payments" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_payments_request_key_unique" ON "wallet_payments" USING btree ("account_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_payments_provider_ref_unique" ON "wallet_payments" USING btree ("provider","provider_payment_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_payments_one_auto_top_up" ON "wallet_payments" USING btree ("account_id") WHERE "wallet_payments"."kind" = 'auto_top_up' AND "wallet_payments"."status" IN ('claimed', 'pending', 'processing');--> statement-breakpoint
CREATE INDEX "wallet_payments_unsettled_idx" ON "wallet_payments" USING btree ("status","id") WHERE "wallet_payments"."status" IN ('claimed', 'pending');