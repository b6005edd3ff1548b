ALTER TABLE "wl_packages" ADD COLUMN "published_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "wl_sales_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wl_sales_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"billing_address" jsonb,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_option" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"subscription_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wl_sales_pages" ADD CONSTRAINT "wl_sales_pages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wl_sales_pages" ADD CONSTRAINT "wl_sales_pages_package_id_wl_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."wl_packages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wl_sales_orders" ADD CONSTRAINT "wl_sales_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wl_sales_orders" ADD CONSTRAINT "wl_sales_orders_package_id_wl_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."wl_packages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wl_sales_orders" ADD CONSTRAINT "wl_sales_orders_subscription_id_wl_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."wl_subscriptions"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "wl_sales_pages_slug_uq" ON "wl_sales_pages" USING btree ("slug");
--> statement-breakpoint
CREATE UNIQUE INDEX "wl_sales_pages_package_uq" ON "wl_sales_pages" USING btree ("package_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "wl_sales_orders_request_uq" ON "wl_sales_orders" USING btree ("package_id","request_id");
--> statement-breakpoint
CREATE INDEX "wl_sales_orders_account_idx" ON "wl_sales_orders" USING btree ("account_id","id");
