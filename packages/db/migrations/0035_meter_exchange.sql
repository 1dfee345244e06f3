DROP INDEX "register_readings_connection_id_read_on_index";--> statement-breakpoint
ALTER TABLE "register_readings" ADD COLUMN "kind" text DEFAULT 'reading' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "register_readings_connection_day_kind" ON "register_readings" USING btree ("connection_id","read_on","kind");--> statement-breakpoint
ALTER TABLE "register_readings" ADD CONSTRAINT "register_readings_kind" CHECK ("register_readings"."kind" in ('reading', 'removed', 'installed'));