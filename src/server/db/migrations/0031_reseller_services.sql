CREATE TABLE "wl_smtp_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"encryption" text NOT NULL,
	"support_email" text NOT NULL,
	"sender_email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wl_smtp_settings_encryption_check" CHECK ("wl_smtp_settings"."encryption" IN ('none', 'ssl', 'tls'))
);
--> statement-breakpoint
CREATE TABLE "wl_webhook_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signing_secret_sealed" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wl_webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"event_type" text NOT NULL,
	"url" text NOT NULL,
	"ok" boolean NOT NULL,
	"http_status" integer,
	"error" text,
	"trigger" text DEFAULT 'outbox' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wl_email_templates" (
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wl_email_templates_account_id_name_pk" PRIMARY KEY("account_id","name")
);
--> statement-breakpoint
CREATE TABLE "wl_training_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wl_training_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"video_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wl_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"website" text,
	"commission_percent" numeric(5, 2),
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wl_smtp_settings" ADD CONSTRAINT "wl_smtp_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_webhook_settings" ADD CONSTRAINT "wl_webhook_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_webhook_deliveries" ADD CONSTRAINT "wl_webhook_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_webhook_deliveries" ADD CONSTRAINT "wl_webhook_deliveries_event_id_wl_subscription_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wl_subscription_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_email_templates" ADD CONSTRAINT "wl_email_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_training_courses" ADD CONSTRAINT "wl_training_courses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_training_pages" ADD CONSTRAINT "wl_training_pages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_training_pages" ADD CONSTRAINT "wl_training_pages_course_id_wl_training_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."wl_training_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_partners" ADD CONSTRAINT "wl_partners_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wl_webhook_deliveries_account_idx" ON "wl_webhook_deliveries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "wl_webhook_deliveries_event_idx" ON "wl_webhook_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "wl_training_courses_account_idx" ON "wl_training_courses" USING btree ("account_id","position");--> statement-breakpoint
CREATE INDEX "wl_training_pages_course_idx" ON "wl_training_pages" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "wl_partners_account_idx" ON "wl_partners" USING btree ("account_id","id");
