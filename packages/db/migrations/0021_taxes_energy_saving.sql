CREATE TABLE "connection_tax_settings" (
	"connection_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"expected_annual_volume" numeric(16, 3),
	"verblijfsfunctie" boolean DEFAULT true NOT NULL,
	"complex_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connection_tax_settings_volume_check" CHECK ("connection_tax_settings"."expected_annual_volume" is null or "connection_tax_settings"."expected_annual_volume" >= 0)
);
--> statement-breakpoint
CREATE TABLE "energy_saving_measures" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"location_key" text NOT NULL,
	"category" text NOT NULL,
	"measure" text NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"year" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_saving_self_generation" (
	"customer_id" integer NOT NULL,
	"location_key" text NOT NULL,
	"year" integer NOT NULL,
	"kwh" numeric(16, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "energy_saving_self_generation_customer_id_location_key_year_pk" PRIMARY KEY("customer_id","location_key","year"),
	CONSTRAINT "energy_saving_self_generation_kwh_check" CHECK ("energy_saving_self_generation"."kwh" >= 0)
);
--> statement-breakpoint
ALTER TABLE "connection_tax_settings" ADD CONSTRAINT "connection_tax_settings_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_tax_settings" ADD CONSTRAINT "connection_tax_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_saving_measures" ADD CONSTRAINT "energy_saving_measures_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_saving_self_generation" ADD CONSTRAINT "energy_saving_self_generation_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connection_tax_settings_customer_id_index" ON "connection_tax_settings" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "energy_saving_measures_customer_id_location_key_index" ON "energy_saving_measures" USING btree ("customer_id","location_key");