ALTER TABLE "contacts" ADD COLUMN "monthly_report" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "energy_saving_measures" ADD COLUMN "eml_code" text;