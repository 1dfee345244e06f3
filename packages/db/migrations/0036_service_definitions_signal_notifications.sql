CREATE TABLE "service_definitions" (
	"service" text PRIMARY KEY NOT NULL,
	"price_per_year" numeric(12, 2),
	"description" text,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signal_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"signal_id" integer NOT NULL,
	"reason" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signal_notifications_reason_check" CHECK ("signal_notifications"."reason" in ('raised', 'reopened'))
);
--> statement-breakpoint
ALTER TABLE "service_definitions" ADD CONSTRAINT "service_definitions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_notifications" ADD CONSTRAINT "signal_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_notifications" ADD CONSTRAINT "signal_notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_notifications" ADD CONSTRAINT "signal_notifications_signal_id_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signal_notifications_user_id_created_at_index" ON "signal_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "signal_notifications_signal_id_index" ON "signal_notifications" USING btree ("signal_id");