CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"impersonator_id" integer,
	"customer_id" integer,
	"event" text NOT NULL,
	"success" boolean DEFAULT true NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"ip" "inet",
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"entity_id" integer,
	"ean" text NOT NULL,
	"product" smallint NOT NULL,
	"has_prod" boolean DEFAULT false NOT NULL,
	"street" text,
	"house_number" text,
	"house_number_addition" text,
	"postcode" text,
	"city" text,
	"grid_operator_id" integer,
	"measuring_company_id" integer,
	"supplier_id" integer,
	"trafo_id" integer,
	"capacity" text,
	"contracted_capacity" numeric(12, 3),
	"profile_category" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"physical_status" text,
	"start_date" date,
	"end_date" date,
	"show_in_ems" boolean DEFAULT true NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connections_product_check" CHECK ("connections"."product" in (1, 2)),
	CONSTRAINT "connections_status_check" CHECK ("connections"."status" in (0, 1)),
	CONSTRAINT "connections_ean_check" CHECK ("connections"."ean" ~ '^[0-9]{18}$')
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"function" text,
	"email_address" text,
	"telephone_number" text,
	"mobile_number" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"number" integer NOT NULL,
	"sub_type" text DEFAULT 'regular' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"kvk_number" text,
	"vat_number" text,
	"iban" text,
	"email_address" text,
	"phone_number" text,
	"website" text,
	"visit_street" text,
	"visit_house_number" text,
	"visit_postcode" text,
	"visit_city" text,
	"postal_street" text,
	"postal_house_number" text,
	"postal_postcode" text,
	"postal_city" text,
	"account_manager_id" integer,
	"modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entities" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"kvk_number" text,
	"vat_number" text,
	"street" text,
	"house_number" text,
	"postcode" text,
	"city" text,
	"invoice_email_address" text,
	"invoice_street" text,
	"invoice_house_number" text,
	"invoice_postcode" text,
	"invoice_city" text,
	"iban" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"scope" jsonb DEFAULT '{"full":false}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"selected_customer_id" integer,
	"impersonator_id" integer,
	"remember" boolean DEFAULT false NOT NULL,
	"ip" "inet",
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_address" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"role_id" integer,
	"customer_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"can_switch" boolean DEFAULT false NOT NULL,
	"modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"accepted_terms_at" timestamp with time zone,
	"two_step_secret" text,
	"two_step_pending_secret" text,
	"two_step_enabled_at" timestamp with time zone,
	"two_step_last_step" bigint,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grid_operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"email_address" text,
	"phone_number" text,
	"website" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"commodities" text DEFAULT 'both' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measuring_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"email_address" text,
	"phone_number" text,
	"website" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"email_address" text,
	"phone_number" text,
	"website" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trafos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"grid_operator_id" integer,
	"capacity_kva" integer,
	"voltage_level" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_grid_operator_id_grid_operators_id_fk" FOREIGN KEY ("grid_operator_id") REFERENCES "public"."grid_operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_measuring_company_id_measuring_companies_id_fk" FOREIGN KEY ("measuring_company_id") REFERENCES "public"."measuring_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_trafo_id_trafos_id_fk" FOREIGN KEY ("trafo_id") REFERENCES "public"."trafos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_account_manager_id_users_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_selected_customer_id_customers_id_fk" FOREIGN KEY ("selected_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trafos" ADD CONSTRAINT "trafos_grid_operator_id_grid_operators_id_fk" FOREIGN KEY ("grid_operator_id") REFERENCES "public"."grid_operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_user_id_created_at_index" ON "audit_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_customer_id_created_at_index" ON "audit_log" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_event_index" ON "audit_log" USING btree ("event");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_index" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "connections_ean_product_index" ON "connections" USING btree ("ean","product");--> statement-breakpoint
CREATE INDEX "connections_customer_id_index" ON "connections" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "connections_entity_id_index" ON "connections" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "contacts_customer_id_index" ON "contacts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "contacts_last_name_index" ON "contacts" USING btree ("last_name");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_number_index" ON "customers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "customers_name_index" ON "customers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "customers_account_manager_id_index" ON "customers" USING btree ("account_manager_id");--> statement-breakpoint
CREATE INDEX "entities_customer_id_index" ON "entities" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_index" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_id_index" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_index" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_address_unique" ON "users" USING btree (lower("email_address"));--> statement-breakpoint
CREATE INDEX "users_customer_id_index" ON "users" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "grid_operators_name_index" ON "grid_operators" USING btree ("name");--> statement-breakpoint
CREATE INDEX "measuring_companies_name_index" ON "measuring_companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "suppliers_name_index" ON "suppliers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "trafos_grid_operator_id_index" ON "trafos" USING btree ("grid_operator_id");