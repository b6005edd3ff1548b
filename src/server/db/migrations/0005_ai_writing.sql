CREATE TABLE "ai_default_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"variable" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_fine_tunes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"variable" text,
	"default_question_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_icp_suggestions" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider" text NOT NULL,
	"writer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_list_outputs" (
	"campaign_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"prompt_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_list_outputs_campaign_id_prompt_type_pk" PRIMARY KEY("campaign_id","prompt_type")
);
--> statement-breakpoint
CREATE TABLE "ai_prompts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"list_type" text NOT NULL,
	"prompt_type" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_fine_tunes" ADD CONSTRAINT "ai_fine_tunes_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_fine_tunes" ADD CONSTRAINT "ai_fine_tunes_default_question_id_ai_default_questions_id_fk" FOREIGN KEY ("default_question_id") REFERENCES "public"."ai_default_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_icp_suggestions" ADD CONSTRAINT "ai_icp_suggestions_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_list_outputs" ADD CONSTRAINT "ai_list_outputs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_list_outputs" ADD CONSTRAINT "ai_list_outputs_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_prompts" ADD CONSTRAINT "ai_prompts_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_default_questions_variable_unique" ON "ai_default_questions" USING btree (lower("variable"));--> statement-breakpoint
CREATE INDEX "ai_fine_tunes_account_idx" ON "ai_fine_tunes" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_fine_tunes_variable_unique" ON "ai_fine_tunes" USING btree ("account_id",lower("variable"));--> statement-breakpoint
CREATE UNIQUE INDEX "ai_fine_tunes_question_unique" ON "ai_fine_tunes" USING btree ("account_id","default_question_id");--> statement-breakpoint
CREATE INDEX "ai_prompts_lookup_idx" ON "ai_prompts" USING btree ("account_id","list_type","prompt_type","id");