CREATE TABLE "sales_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"customer_id" integer,
	"contact_id" integer,
	"prospect_company" text,
	"prospect_name" text,
	"prospect_email" text,
	"prospect_phone" text,
	"owner_id" integer,
	"stage" text DEFAULT 'lead' NOT NULL,
	"lost_reason" text,
	"volume_kwh" bigint,
	"volume_m_3" bigint,
	"expected_value" numeric(14, 2),
	"probability" smallint NOT NULL,
	"expected_close_date" date,
	"next_step" text,
	"source" text DEFAULT 'handmatig' NOT NULL,
	"setup_action_id" integer,
	"won_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"format" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customer_id" integer,
	"requested_by_id" integer,
	"status" text DEFAULT 'wachtrij' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"job_id" text,
	"storage_key" text,
	"filename" text NOT NULL,
	"rows" integer,
	"size" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_deals" ADD CONSTRAINT "sales_deals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deals" ADD CONSTRAINT "sales_deals_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deals" ADD CONSTRAINT "sales_deals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deals" ADD CONSTRAINT "sales_deals_setup_action_id_actions_id_fk" FOREIGN KEY ("setup_action_id") REFERENCES "public"."actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_deals_stage_index" ON "sales_deals" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "sales_deals_customer_id_index" ON "sales_deals" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sales_deals_owner_id_index" ON "sales_deals" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "sales_deals_prospect_email_index" ON "sales_deals" USING btree ("prospect_email");--> statement-breakpoint
CREATE INDEX "data_exports_requested_by_id_created_at_index" ON "data_exports" USING btree ("requested_by_id","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_expires_at_index" ON "data_exports" USING btree ("expires_at");