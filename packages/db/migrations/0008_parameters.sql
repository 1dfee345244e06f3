CREATE TABLE "parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"natural_key" text NOT NULL,
	"year" smallint NOT NULL,
	"product" smallint,
	"grid_operator_id" integer,
	"valid_from" date,
	"valid_to" date,
	"values" jsonb NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parameters" ADD CONSTRAINT "parameters_grid_operator_id_grid_operators_id_fk" FOREIGN KEY ("grid_operator_id") REFERENCES "public"."grid_operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parameters_natural_key_index" ON "parameters" USING btree ("natural_key");--> statement-breakpoint
CREATE INDEX "parameters_kind_year_index" ON "parameters" USING btree ("kind","year");