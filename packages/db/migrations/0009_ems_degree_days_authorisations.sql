CREATE TABLE "data_authorisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	"measuring_company_id" integer,
	"party_name" text,
	"kind" text NOT NULL,
	"reference" text,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"document_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_authorisations_party" CHECK ("data_authorisations"."measuring_company_id" is not null or "data_authorisations"."party_name" is not null),
	CONSTRAINT "data_authorisations_period" CHECK ("data_authorisations"."valid_to" is null or "data_authorisations"."valid_to" >= "data_authorisations"."valid_from"),
	CONSTRAINT "data_authorisations_kind" CHECK ("data_authorisations"."kind" in ('p4', 'metering-portal', 'grid-operator', 'other'))
);
--> statement-breakpoint
CREATE TABLE "degree_days" (
	"station" integer NOT NULL,
	"day" date NOT NULL,
	"mean_temperature" smallint NOT NULL,
	"degree_days" numeric(6, 1) NOT NULL,
	"weighted_degree_days" numeric(6, 2) NOT NULL,
	"source" text DEFAULT 'knmi' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "degree_days_station_day_pk" PRIMARY KEY("station","day"),
	CONSTRAINT "degree_days_non_negative" CHECK ("degree_days"."degree_days" >= 0 and "degree_days"."weighted_degree_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "data_authorisations" ADD CONSTRAINT "data_authorisations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_authorisations" ADD CONSTRAINT "data_authorisations_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_authorisations" ADD CONSTRAINT "data_authorisations_measuring_company_id_measuring_companies_id_fk" FOREIGN KEY ("measuring_company_id") REFERENCES "public"."measuring_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_authorisations" ADD CONSTRAINT "data_authorisations_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_authorisations" ADD CONSTRAINT "data_authorisations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_authorisations_customer_id_connection_id_index" ON "data_authorisations" USING btree ("customer_id","connection_id");--> statement-breakpoint
CREATE INDEX "data_authorisations_valid_to_index" ON "data_authorisations" USING btree ("valid_to");