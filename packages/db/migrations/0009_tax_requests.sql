CREATE TABLE "tax_request_actions" (
	"tax_request_id" integer NOT NULL,
	"action_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "tax_request_actions_tax_request_id_action_id_pk" PRIMARY KEY("tax_request_id","action_id")
);
--> statement-breakpoint
CREATE TABLE "tax_request_connections" (
	"tax_request_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"volume" numeric(16, 3) NOT NULL,
	"prior_volume" numeric(16, 3) DEFAULT '0' NOT NULL,
	"reduction" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tax_request_connections_tax_request_id_connection_id_pk" PRIMARY KEY("tax_request_id","connection_id")
);
--> statement-breakpoint
CREATE TABLE "tax_request_documents" (
	"tax_request_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "tax_request_documents_tax_request_id_document_id_pk" PRIMARY KEY("tax_request_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "tax_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"product" smallint NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"business" boolean DEFAULT true NOT NULL,
	"properties" integer,
	"status" text DEFAULT 'concept' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"deadline" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"letter_document_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_requests_period_check" CHECK ("tax_requests"."period_to" > "tax_requests"."period_from"),
	CONSTRAINT "tax_requests_product_check" CHECK ("tax_requests"."product" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "tax_request_actions" ADD CONSTRAINT "tax_request_actions_tax_request_id_tax_requests_id_fk" FOREIGN KEY ("tax_request_id") REFERENCES "public"."tax_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_request_actions" ADD CONSTRAINT "tax_request_actions_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_request_actions" ADD CONSTRAINT "tax_request_actions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_request_connections" ADD CONSTRAINT "tax_request_connections_tax_request_id_tax_requests_id_fk" FOREIGN KEY ("tax_request_id") REFERENCES "public"."tax_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_request_connections" ADD CONSTRAINT "tax_request_connections_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_request_connections" ADD CONSTRAINT "tax_request_connections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_request_documents" ADD CONSTRAINT "tax_request_documents_tax_request_id_tax_requests_id_fk" FOREIGN KEY ("tax_request_id") REFERENCES "public"."tax_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_request_documents" ADD CONSTRAINT "tax_request_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_request_documents" ADD CONSTRAINT "tax_request_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_requests" ADD CONSTRAINT "tax_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_requests" ADD CONSTRAINT "tax_requests_letter_document_id_documents_id_fk" FOREIGN KEY ("letter_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_requests" ADD CONSTRAINT "tax_requests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_request_actions_action_id_index" ON "tax_request_actions" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "tax_request_connections_connection_id_index" ON "tax_request_connections" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "tax_request_documents_document_id_index" ON "tax_request_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "tax_requests_customer_id_status_index" ON "tax_requests" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "tax_requests_deadline_index" ON "tax_requests" USING btree ("deadline");