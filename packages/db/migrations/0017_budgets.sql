CREATE TABLE "budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"product" smallint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"volume" numeric(16, 3) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_product_check" CHECK ("budgets"."product" in (1, 2)),
	CONSTRAINT "budgets_non_negative" CHECK ("budgets"."amount" >= 0 and "budgets"."volume" >= 0)
);
--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_customer_id_year_product_index" ON "budgets" USING btree ("customer_id","year","product");--> statement-breakpoint
CREATE INDEX "budgets_year_index" ON "budgets" USING btree ("year");