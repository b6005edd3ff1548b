CREATE TABLE "business_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"what_it_sells" text DEFAULT '' NOT NULL,
	"who_it_helps" text DEFAULT '' NOT NULL,
	"what_it_does" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"personality" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_profiles_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "training_chunks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, text), 'B')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_crawls" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"website" text NOT NULL,
	"max_pages" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "training_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"crawl_id" integer,
	"url" text,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"file_name" text,
	"file_size" integer,
	"file_type" text,
	"tokens" integer DEFAULT 0 NOT NULL,
	"truncated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_chunks" ADD CONSTRAINT "training_chunks_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_chunks" ADD CONSTRAINT "training_chunks_source_id_training_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."training_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_crawls" ADD CONSTRAINT "training_crawls_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sources" ADD CONSTRAINT "training_sources_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sources" ADD CONSTRAINT "training_sources_crawl_id_training_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."training_crawls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_chunks_tsv_idx" ON "training_chunks" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "training_chunks_source_idx" ON "training_chunks" USING btree ("source_id","position");--> statement-breakpoint
CREATE INDEX "training_chunks_account_idx" ON "training_chunks" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "training_crawls_account_idx" ON "training_crawls" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "training_crawls_status_idx" ON "training_crawls" USING btree ("status");--> statement-breakpoint
CREATE INDEX "training_sources_account_kind_idx" ON "training_sources" USING btree ("account_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_sources_account_url_unique" ON "training_sources" USING btree ("account_id","url") WHERE "training_sources"."url" is not null;--> statement-breakpoint
CREATE INDEX "training_sources_crawl_idx" ON "training_sources" USING btree ("crawl_id");