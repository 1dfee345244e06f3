DROP INDEX "customers_name_prefix_idx";--> statement-breakpoint
DROP INDEX "customers_number_text_idx";--> statement-breakpoint
CREATE INDEX "customers_name_c_idx" ON "customers" USING btree ((lower("name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "customers_name_words_idx" ON "customers" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
CREATE INDEX "customers_city_words_idx" ON "customers" USING gin (to_tsvector('simple', coalesce("visit_city", "postal_city", '')));