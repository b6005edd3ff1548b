ALTER TABLE "plans" ADD COLUMN "yearly_price" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "trial_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "trial_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "duration" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "license_days" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "payment_product_id" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "ghl_plan_id" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "available_for_resellers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "accounts_plan_idx" ON "accounts" USING btree ("plan_id");
