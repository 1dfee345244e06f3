CREATE TABLE "action_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"actor_id" integer,
	"customer_id" integer NOT NULL,
	"action_id" integer,
	"action" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_notifications_type_check" CHECK ("action_notifications"."type" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"date" date NOT NULL,
	"seconds" integer NOT NULL,
	"description" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hours_source_check" CHECK ("hours"."source" in ('timer', 'manual')),
	CONSTRAINT "hours_seconds_check" CHECK ("hours"."seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "action_notifications" ADD CONSTRAINT "action_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_notifications" ADD CONSTRAINT "action_notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_notifications" ADD CONSTRAINT "action_notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hours" ADD CONSTRAINT "hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hours" ADD CONSTRAINT "hours_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_notifications_user_id_created_at_index" ON "action_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "action_notifications_customer_id_index" ON "action_notifications" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "hours_customer_id_index" ON "hours" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "hours_user_id_index" ON "hours" USING btree ("user_id");