CREATE TABLE "clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"collective_id" integer,
	"agreement_id" integer,
	"customer_id" integer,
	"click_date" date NOT NULL,
	"period" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"load" text DEFAULT 'base' NOT NULL,
	"share_pct" numeric(7, 4),
	"volume_mwh" numeric(14, 3),
	"price" numeric(10, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clicks_owner_check" CHECK (("clicks"."collective_id" is null) <> ("clicks"."agreement_id" is null)),
	CONSTRAINT "clicks_amount_check" CHECK (("clicks"."share_pct" is null) <> ("clicks"."volume_mwh" is null)),
	CONSTRAINT "clicks_period_check" CHECK ("clicks"."period_to" > "clicks"."period_from")
);
--> statement-breakpoint
CREATE TABLE "collective_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"collective_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	"expected_annual_volume" numeric(16, 3) NOT NULL,
	"volume_source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collectives" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product" smallint NOT NULL,
	"supplier_id" integer,
	"first_year" smallint NOT NULL,
	"last_year" smallint NOT NULL,
	"markup" numeric(10, 2) DEFAULT '0' NOT NULL,
	"click_strategy" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collectives_years_check" CHECK ("collectives"."last_year" >= "collectives"."first_year"),
	CONSTRAINT "collectives_product_check" CHECK ("collectives"."product" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "supply_agreement_connections" (
	"agreement_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"from_date" date,
	"to_date" date,
	CONSTRAINT "supply_agreement_connections_agreement_id_connection_id_pk" PRIMARY KEY("agreement_id","connection_id")
);
--> statement-breakpoint
CREATE TABLE "supply_agreement_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"single" numeric(12, 6),
	"normal" numeric(12, 6),
	"low" numeric(12, 6),
	"gas" numeric(12, 6),
	"index_name" text,
	"markup" numeric(12, 6),
	"fixed_fee_month" numeric(10, 2) DEFAULT '0' NOT NULL,
	"green_certificates" numeric(12, 6)
);
--> statement-breakpoint
CREATE TABLE "supply_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"entity_id" integer,
	"supplier_id" integer NOT NULL,
	"product" smallint NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"price_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"notice_months" smallint DEFAULT 1 NOT NULL,
	"tacit_renewal" boolean DEFAULT false NOT NULL,
	"renewal_months" smallint,
	"status" text DEFAULT 'concept' NOT NULL,
	"collective_id" integer,
	"document_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supply_agreements_dates_check" CHECK ("supply_agreements"."end_date" >= "supply_agreements"."start_date"),
	CONSTRAINT "supply_agreements_product_check" CHECK ("supply_agreements"."product" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "clicks" ADD CONSTRAINT "clicks_collective_id_collectives_id_fk" FOREIGN KEY ("collective_id") REFERENCES "public"."collectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clicks" ADD CONSTRAINT "clicks_agreement_id_supply_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."supply_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clicks" ADD CONSTRAINT "clicks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clicks" ADD CONSTRAINT "clicks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collective_participants" ADD CONSTRAINT "collective_participants_collective_id_collectives_id_fk" FOREIGN KEY ("collective_id") REFERENCES "public"."collectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collective_participants" ADD CONSTRAINT "collective_participants_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collective_participants" ADD CONSTRAINT "collective_participants_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collectives" ADD CONSTRAINT "collectives_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_agreement_connections" ADD CONSTRAINT "supply_agreement_connections_agreement_id_supply_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."supply_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_agreement_connections" ADD CONSTRAINT "supply_agreement_connections_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_agreement_connections" ADD CONSTRAINT "supply_agreement_connections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_agreement_rates" ADD CONSTRAINT "supply_agreement_rates_agreement_id_supply_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."supply_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_agreement_rates" ADD CONSTRAINT "supply_agreement_rates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_agreements" ADD CONSTRAINT "supply_agreements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_agreements" ADD CONSTRAINT "supply_agreements_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_agreements" ADD CONSTRAINT "supply_agreements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_agreements" ADD CONSTRAINT "supply_agreements_collective_id_collectives_id_fk" FOREIGN KEY ("collective_id") REFERENCES "public"."collectives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_agreements" ADD CONSTRAINT "supply_agreements_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_agreements" ADD CONSTRAINT "supply_agreements_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clicks_collective_id_period_from_index" ON "clicks" USING btree ("collective_id","period_from");--> statement-breakpoint
CREATE INDEX "clicks_agreement_id_period_from_index" ON "clicks" USING btree ("agreement_id","period_from");--> statement-breakpoint
CREATE INDEX "clicks_customer_id_index" ON "clicks" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collective_participants_collective_id_connection_id_index" ON "collective_participants" USING btree ("collective_id","connection_id");--> statement-breakpoint
CREATE INDEX "collective_participants_customer_id_index" ON "collective_participants" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "collective_participants_connection_id_index" ON "collective_participants" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "collectives_name_index" ON "collectives" USING btree ("name");--> statement-breakpoint
CREATE INDEX "supply_agreement_connections_connection_id_index" ON "supply_agreement_connections" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "supply_agreement_rates_agreement_id_valid_from_index" ON "supply_agreement_rates" USING btree ("agreement_id","valid_from");--> statement-breakpoint
CREATE INDEX "supply_agreement_rates_customer_id_index" ON "supply_agreement_rates" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "supply_agreements_customer_id_status_index" ON "supply_agreements" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "supply_agreements_end_date_index" ON "supply_agreements" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "supply_agreements_collective_id_index" ON "supply_agreements" USING btree ("collective_id");