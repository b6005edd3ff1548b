CREATE TABLE "campaign_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"found" integer DEFAULT 0 NOT NULL,
	"charged" integer DEFAULT 0 NOT NULL,
	"target" integer,
	"stop_reason" text,
	"resume_state" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"tags" text,
	"source" text,
	"webhook" text,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#573BFF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"key" text NOT NULL,
	"name" text,
	"email" text,
	"email_state" text DEFAULT 'no_email_found' NOT NULL,
	"potential_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone" text,
	"website" text,
	"linkedin_url" text,
	"city" text,
	"state" text,
	"country" text,
	"crm_status" text DEFAULT 'unsent' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_labels" (
	"result_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "result_labels_result_id_label_id_pk" PRIMARY KEY("result_id","label_id")
);
--> statement-breakpoint
ALTER TABLE "campaign_searches" ADD CONSTRAINT "campaign_searches_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_searches" ADD CONSTRAINT "campaign_searches_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_labels" ADD CONSTRAINT "custom_labels_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_results" ADD CONSTRAINT "lead_results_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_results" ADD CONSTRAINT "lead_results_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_labels" ADD CONSTRAINT "result_labels_result_id_lead_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."lead_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_labels" ADD CONSTRAINT "result_labels_label_id_custom_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."custom_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_searches_campaign_idx" ON "campaign_searches" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "campaign_searches_status_idx" ON "campaign_searches" USING btree ("status");--> statement-breakpoint
CREATE INDEX "campaigns_account_idx" ON "campaigns" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_labels_account_name_unique" ON "custom_labels" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "lead_results_campaign_key_unique" ON "lead_results" USING btree ("campaign_id","key");--> statement-breakpoint
CREATE INDEX "lead_results_campaign_id_idx" ON "lead_results" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "lead_results_campaign_created_idx" ON "lead_results" USING btree ("campaign_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lead_results_campaign_position_idx" ON "lead_results" USING btree ("campaign_id","position","id");--> statement-breakpoint
CREATE INDEX "lead_results_campaign_name_idx" ON "lead_results" USING btree ("campaign_id",coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "lead_results_campaign_email_idx" ON "lead_results" USING btree ("campaign_id",coalesce("email", ''),"id");--> statement-breakpoint
CREATE INDEX "lead_results_campaign_email_state_idx" ON "lead_results" USING btree ("campaign_id","email_state","id");--> statement-breakpoint
CREATE INDEX "lead_results_account_idx" ON "lead_results" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "result_labels_label_idx" ON "result_labels" USING btree ("label_id","result_id");