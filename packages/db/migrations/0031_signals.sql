CREATE TABLE "signal_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"signal_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signal_rule_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"rule" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"threshold" numeric(12, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signals" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"connection_id" integer,
	"module" text NOT NULL,
	"rule" text NOT NULL,
	"cause_key" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"severity" smallint NOT NULL,
	"measured" numeric(18, 4),
	"limit_value" numeric(18, 4),
	"impact" numeric(14, 2),
	"title" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" integer,
	"close_reason" text,
	"auto_closed" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signals_severity_check" CHECK ("signals"."severity" between 1 and 3),
	CONSTRAINT "signals_period_check" CHECK ("signals"."period_to" >= "signals"."period_from")
);
--> statement-breakpoint
ALTER TABLE "signal_events" ADD CONSTRAINT "signal_events_signal_id_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_events" ADD CONSTRAINT "signal_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_events" ADD CONSTRAINT "signal_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_rule_settings" ADD CONSTRAINT "signal_rule_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signal_events_signal_id_created_at_index" ON "signal_events" USING btree ("signal_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signal_rule_settings_rule_customer_idx" ON "signal_rule_settings" USING btree ("rule",coalesce("customer_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "signals_customer_id_rule_cause_key_index" ON "signals" USING btree ("customer_id","rule","cause_key");--> statement-breakpoint
CREATE INDEX "signals_status_severity_index" ON "signals" USING btree ("status","severity");--> statement-breakpoint
CREATE INDEX "signals_customer_id_module_status_index" ON "signals" USING btree ("customer_id","module","status");