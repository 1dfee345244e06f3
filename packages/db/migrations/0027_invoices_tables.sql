CREATE TABLE "invoice_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"job_id" text,
	"created_by_id" integer,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"connection_id" integer,
	"ean" text,
	"kind" text NOT NULL,
	"bracket" smallint,
	"description" text,
	"quantity" numeric(18, 6),
	"unit" text,
	"unit_price" numeric(18, 6),
	"amount" numeric(14, 2) NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"period_from" date,
	"period_to" date
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"issuer_kind" text,
	"issuer_id" integer,
	"entity_id" integer,
	"number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date,
	"period_from" date,
	"period_to" date,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"credits_invoice_id" integer,
	"status" text DEFAULT 'received' NOT NULL,
	"source" text DEFAULT 'hand' NOT NULL,
	"total_excl_vat" numeric(14, 2) NOT NULL,
	"total_vat" numeric(14, 2) NOT NULL,
	"total_incl_vat" numeric(14, 2) NOT NULL,
	"vat" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document_id" integer,
	"source_hash" text,
	"notes" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_issuer_kind" CHECK ("invoices"."issuer_kind" in ('supplier', 'grid-operator', 'metering-company')),
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('invoice', 'credit-note')),
	CONSTRAINT "invoices_source" CHECK ("invoices"."source" in ('hand', 'e-invoice', 'pdf')),
	CONSTRAINT "invoices_period" CHECK ("invoices"."period_to" is null or "invoices"."period_from" is null or "invoices"."period_to" >= "invoices"."period_from")
);
--> statement-breakpoint
ALTER TABLE "invoice_imports" ADD CONSTRAINT "invoice_imports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_imports" ADD CONSTRAINT "invoice_imports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("credits_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_imports_customer_id_created_at_index" ON "invoice_imports" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_id_position_index" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_lines_customer_id_connection_id_index" ON "invoice_lines" USING btree ("customer_id","connection_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_id_invoice_date_index" ON "invoices" USING btree ("customer_id","invoice_date");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_customer_id_issuer_kind_issuer_id_number_index" ON "invoices" USING btree ("customer_id","issuer_kind","issuer_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_customer_id_source_hash_index" ON "invoices" USING btree ("customer_id","source_hash");