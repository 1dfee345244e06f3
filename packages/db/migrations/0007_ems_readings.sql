CREATE TABLE "interval_readings" (
	"connection_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"channel" smallint NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"minutes" smallint NOT NULL,
	"value" numeric(14, 4) NOT NULL,
	"low_value" numeric(14, 4),
	"quality" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "interval_readings_connection_id_channel_start_pk" PRIMARY KEY("connection_id","channel","start")
);
--> statement-breakpoint
CREATE TABLE "interval_rollups" (
	"connection_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"channel" smallint NOT NULL,
	"grain" smallint NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"minutes" smallint NOT NULL,
	"sum" numeric(18, 4) NOT NULL,
	"sum_low" numeric(18, 4) NOT NULL,
	"max" numeric(14, 4) NOT NULL,
	"count" integer NOT NULL,
	"expected" integer NOT NULL,
	"estimated" integer NOT NULL,
	CONSTRAINT "interval_rollups_connection_id_channel_grain_start_pk" PRIMARY KEY("connection_id","channel","grain","start")
);
--> statement-breakpoint
CREATE TABLE "register_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	"read_on" date NOT NULL,
	"normal" numeric(14, 3) NOT NULL,
	"low" numeric(14, 3),
	"source" text DEFAULT 'manual' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_readings_non_negative" CHECK ("register_readings"."normal" >= 0 and ("register_readings"."low" is null or "register_readings"."low" >= 0))
);
--> statement-breakpoint
ALTER TABLE "interval_readings" ADD CONSTRAINT "interval_readings_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interval_readings" ADD CONSTRAINT "interval_readings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interval_rollups" ADD CONSTRAINT "interval_rollups_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interval_rollups" ADD CONSTRAINT "interval_rollups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_readings" ADD CONSTRAINT "register_readings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_readings" ADD CONSTRAINT "register_readings_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_readings" ADD CONSTRAINT "register_readings_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interval_rollups_customer_id_grain_start_index" ON "interval_rollups" USING btree ("customer_id","grain","start");--> statement-breakpoint
CREATE UNIQUE INDEX "register_readings_connection_id_read_on_index" ON "register_readings" USING btree ("connection_id","read_on");