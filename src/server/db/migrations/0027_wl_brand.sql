DROP INDEX IF EXISTS "business_settings_domain_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "business_settings_domain_unique" ON "business_settings" USING btree ("domain") WHERE "business_settings"."domain" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "business_settings_owner_unique" ON "business_settings" USING btree ("owner_id") WHERE "business_settings"."owner_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "business_settings_platform_unique" ON "business_settings" USING btree ((1)) WHERE "business_settings"."domain" IS NULL AND "business_settings"."owner_id" IS NULL;--> statement-breakpoint
CREATE TABLE "wl_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"domain" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token" text NOT NULL,
	"verified_by" text,
	"checked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wl_domains_status_check" CHECK ("wl_domains"."status" IN ('pending', 'validating', 'active')),
	CONSTRAINT "wl_domains_verified_by_check" CHECK ("wl_domains"."verified_by" IS NULL OR "wl_domains"."verified_by" IN ('txt', 'cname'))
);--> statement-breakpoint
ALTER TABLE "wl_domains" ADD CONSTRAINT "wl_domains_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wl_domains_domain_unique" ON "wl_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "wl_domains_account_idx" ON "wl_domains" USING btree ("account_id");--> statement-breakpoint
CREATE TABLE "wl_brand_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wl_brand_images_kind_check" CHECK ("wl_brand_images"."kind" IN ('logo', 'favicon'))
);--> statement-breakpoint
ALTER TABLE "wl_brand_images" ADD CONSTRAINT "wl_brand_images_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wl_brand_images_account_idx" ON "wl_brand_images" USING btree ("account_id", "kind");
