CREATE TABLE "action_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"action_id" integer NOT NULL,
	"user_id" integer,
	"content" text NOT NULL,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text DEFAULT 'action' NOT NULL,
	"subject" text NOT NULL,
	"description" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"priority" smallint DEFAULT 2 NOT NULL,
	"deadline" date,
	"assignee_id" integer,
	"connection_id" integer,
	"created_by_id" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "actions_type_check" CHECK ("actions"."type" in ('action', 'note')),
	CONSTRAINT "actions_status_check" CHECK ("actions"."status" between 1 and 4),
	CONSTRAINT "actions_priority_check" CHECK ("actions"."priority" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "action_comments" ADD CONSTRAINT "action_comments_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_comments" ADD CONSTRAINT "action_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_comments_action_id_created_at_index" ON "action_comments" USING btree ("action_id","created_at");--> statement-breakpoint
CREATE INDEX "actions_assignee_id_status_index" ON "actions" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE INDEX "actions_customer_id_created_at_index" ON "actions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "actions_deadline_index" ON "actions" USING btree ("deadline");