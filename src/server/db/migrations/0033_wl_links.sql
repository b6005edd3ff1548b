CREATE TABLE "wl_links" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"setup_url" text,
	"support_url" text,
	"community_url" text,
	"courses_url" text,
	"qa_call_url" text,
	"snapshot_store_url" text,
	"roadmap_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wl_links" ADD CONSTRAINT "wl_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
