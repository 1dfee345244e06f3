CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledgebase_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"body" text NOT NULL,
	"body_text" text NOT NULL,
	"visibility" text DEFAULT 'backoffice' NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledgebase_articles_visibility_check" CHECK ("knowledgebase_articles"."visibility" in ('backoffice', 'customers'))
);
--> statement-breakpoint
CREATE TABLE "knowledgebase_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledgebase_files_size_check" CHECK ("knowledgebase_files"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledgebase_articles" ADD CONSTRAINT "knowledgebase_articles_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledgebase_articles" ADD CONSTRAINT "knowledgebase_articles_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledgebase_files" ADD CONSTRAINT "knowledgebase_files_article_id_knowledgebase_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."knowledgebase_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledgebase_files" ADD CONSTRAINT "knowledgebase_files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_key_index" ON "email_templates" USING btree ("key");--> statement-breakpoint
CREATE INDEX "email_templates_name_index" ON "email_templates" USING btree ("name");--> statement-breakpoint
CREATE INDEX "knowledgebase_articles_category_index" ON "knowledgebase_articles" USING btree ("category");--> statement-breakpoint
CREATE INDEX "knowledgebase_articles_search_idx" ON "knowledgebase_articles" USING gin (to_tsvector('dutch'::regconfig, "title" || ' ' || "category" || ' ' || "body_text"));--> statement-breakpoint
CREATE UNIQUE INDEX "knowledgebase_files_storage_key_index" ON "knowledgebase_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "knowledgebase_files_article_id_index" ON "knowledgebase_files" USING btree ("article_id");