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
