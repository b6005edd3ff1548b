CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"website" text,
	"referral_code" text,
	"commission_percent" numeric(5, 2),
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_kind_check" CHECK ("kind" IN ('partner', 'referral')),
	CONSTRAINT "partners_referral_code_check" CHECK ("kind" = 'partner' OR "referral_code" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "partners_referral_code_unique" ON "partners" USING btree (lower("referral_code"));--> statement-breakpoint
CREATE INDEX "partners_kind_idx" ON "partners" USING btree ("kind","name","id");--> statement-breakpoint
ALTER TABLE "course_items" ADD COLUMN "body_format" text DEFAULT 'markdown' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_items" ADD CONSTRAINT "course_items_body_format_check" CHECK ("body_format" IN ('markdown', 'html'));
