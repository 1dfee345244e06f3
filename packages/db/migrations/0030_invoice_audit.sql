CREATE TABLE "invoice_audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"invoice_audit_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_audit_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"status" text NOT NULL,
	"result" jsonb NOT NULL,
	"amount_at_stake" numeric(14, 2) DEFAULT '0' NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"work_status" text DEFAULT 'open' NOT NULL,
	"assignee_id" integer,
	"decision" text,
	"decided_at" timestamp with time zone,
	"decided_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_audit_events" ADD CONSTRAINT "invoice_audit_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_audit_events" ADD CONSTRAINT "invoice_audit_events_invoice_audit_id_invoice_audits_id_fk" FOREIGN KEY ("invoice_audit_id") REFERENCES "public"."invoice_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_audit_events" ADD CONSTRAINT "invoice_audit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_audit_settings" ADD CONSTRAINT "invoice_audit_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_audits" ADD CONSTRAINT "invoice_audits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_audits" ADD CONSTRAINT "invoice_audits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_audits" ADD CONSTRAINT "invoice_audits_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_audits" ADD CONSTRAINT "invoice_audits_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_audit_events_invoice_audit_id_created_at_index" ON "invoice_audit_events" USING btree ("invoice_audit_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_audit_settings_customer_id_index" ON "invoice_audit_settings" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_audit_settings_is_default_index" ON "invoice_audit_settings" USING btree ("is_default") WHERE "invoice_audit_settings"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_audits_invoice_id_index" ON "invoice_audits" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_audits_customer_id_status_index" ON "invoice_audits" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "invoice_audits_status_work_status_index" ON "invoice_audits" USING btree ("status","work_status");