CREATE TABLE "service_definitions" (
	"service" text PRIMARY KEY NOT NULL,
	"price_per_year" numeric(12, 2),
	"description" text,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_definitions" ADD CONSTRAINT "service_definitions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;