ALTER TABLE "credit_ledger" ADD COLUMN "author_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonator_user_id" integer REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_prefix_idx" ON "users" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_prefix_idx" ON "users" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_prefix_idx" ON "users" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree (lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree (coalesce("last_login_at", '-infinity'::timestamptz),"id");
