CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"access_token_sealed" text,
	"refresh_token_sealed" text,
	"api_key_sealed" text,
	"token_expires_at" timestamp with time zone,
	"scope" text,
	"external_id" text,
	"label" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_field_mappings" (
	"account_id" integer NOT NULL,
	"provider" text NOT NULL,
	"mapping" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_field_mappings_account_id_provider_pk" PRIMARY KEY("account_id","provider")
);
--> statement-breakpoint
CREATE TABLE "crm_oauth_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"provider" text NOT NULL,
	"state_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gpt_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"base_url" text NOT NULL,
	"model" text NOT NULL,
	"api_key_sealed" text NOT NULL,
	"api_key_hint" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_deliveries" (
	"account_id" integer NOT NULL,
	"result_id" integer NOT NULL,
	"target" text NOT NULL,
	"external_id" text,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_deliveries_result_id_target_pk" PRIMARY KEY("result_id","target")
);
--> statement-breakpoint
CREATE TABLE "webhook_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"signing_secret_sealed" text NOT NULL,
	"events" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"disabled_reason" text,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zapier_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"api_key_id" integer,
	"event" text NOT NULL,
	"target_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_field_mappings" ADD CONSTRAINT "crm_field_mappings_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_oauth_states" ADD CONSTRAINT "crm_oauth_states_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gpt_settings" ADD CONSTRAINT "gpt_settings_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_result_id_lead_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."lead_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_connections" ADD CONSTRAINT "webhook_connections_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zapier_subscriptions" ADD CONSTRAINT "zapier_subscriptions_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zapier_subscriptions" ADD CONSTRAINT "zapier_subscriptions_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_unique" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_account_idx" ON "api_keys" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_connections_account_provider_unique" ON "crm_connections" USING btree ("account_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_oauth_states_hash_unique" ON "crm_oauth_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "crm_oauth_states_account_idx" ON "crm_oauth_states" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "lead_deliveries_account_idx" ON "lead_deliveries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "webhook_connections_account_idx" ON "webhook_connections" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "zapier_subscriptions_target_unique" ON "zapier_subscriptions" USING btree ("account_id","event","target_url");