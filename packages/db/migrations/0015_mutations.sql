CREATE TABLE "connection_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	"field" text NOT NULL,
	"value" text,
	"label" text,
	"valid_from" date,
	"valid_to" date,
	"source" text NOT NULL,
	"mutation_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connection_history_period_check" CHECK ("connection_history"."valid_from" is null or "connection_history"."valid_to" is null or "connection_history"."valid_to" > "connection_history"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "mutation_connections" (
	"mutation_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "mutation_connections_mutation_id_connection_id_pk" PRIMARY KEY("mutation_id","connection_id")
);
--> statement-breakpoint
CREATE TABLE "mutation_documents" (
	"mutation_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "mutation_documents_mutation_id_document_id_pk" PRIMARY KEY("mutation_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "mutation_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mutation_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mutations" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'concept' NOT NULL,
	"desired_date" date NOT NULL,
	"supplier_id" integer,
	"capacity" text,
	"contracted_capacity" numeric(12, 3),
	"new_name" text DEFAULT '' NOT NULL,
	"entity_id" integer,
	"comment" text DEFAULT '' NOT NULL,
	"executed_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connection_history" ADD CONSTRAINT "connection_history_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_history" ADD CONSTRAINT "connection_history_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_history" ADD CONSTRAINT "connection_history_mutation_id_mutations_id_fk" FOREIGN KEY ("mutation_id") REFERENCES "public"."mutations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_history" ADD CONSTRAINT "connection_history_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutation_connections" ADD CONSTRAINT "mutation_connections_mutation_id_mutations_id_fk" FOREIGN KEY ("mutation_id") REFERENCES "public"."mutations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutation_connections" ADD CONSTRAINT "mutation_connections_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutation_connections" ADD CONSTRAINT "mutation_connections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutation_documents" ADD CONSTRAINT "mutation_documents_mutation_id_mutations_id_fk" FOREIGN KEY ("mutation_id") REFERENCES "public"."mutations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutation_documents" ADD CONSTRAINT "mutation_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutation_documents" ADD CONSTRAINT "mutation_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutation_status_changes" ADD CONSTRAINT "mutation_status_changes_mutation_id_mutations_id_fk" FOREIGN KEY ("mutation_id") REFERENCES "public"."mutations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutation_status_changes" ADD CONSTRAINT "mutation_status_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutation_status_changes" ADD CONSTRAINT "mutation_status_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutations" ADD CONSTRAINT "mutations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutations" ADD CONSTRAINT "mutations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutations" ADD CONSTRAINT "mutations_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutations" ADD CONSTRAINT "mutations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connection_history_connection_id_field_valid_from_index" ON "connection_history" USING btree ("connection_id","field","valid_from");--> statement-breakpoint
CREATE INDEX "connection_history_customer_id_index" ON "connection_history" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "mutation_connections_connection_id_index" ON "mutation_connections" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "mutation_documents_document_id_index" ON "mutation_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "mutation_status_changes_mutation_id_index" ON "mutation_status_changes" USING btree ("mutation_id");--> statement-breakpoint
CREATE INDEX "mutations_customer_id_status_index" ON "mutations" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "mutations_desired_date_index" ON "mutations" USING btree ("desired_date");