DROP INDEX "customers_name_prefix_idx";--> statement-breakpoint
DROP INDEX "customers_number_text_idx";--> statement-breakpoint
DROP INDEX "customers_name_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_city_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_number_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_kvk_trgm_idx";--> statement-breakpoint
CREATE INDEX "customers_name_c_idx" ON "customers" USING btree ((lower("name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "customers_name_words_idx" ON "customers" USING gin (to_tsvector('simple', "name")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customers_city_words_idx" ON "customers" USING gin (to_tsvector('simple', coalesce("visit_city", "postal_city", ''))) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customers_city_trgm_idx" ON "customers" USING gin (lower(coalesce("visit_city", "postal_city")) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customers_number_trgm_idx" ON "customers" USING gin (("number"::text) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customers_kvk_trgm_idx" ON "customers" USING gin ("kvk_number" gin_trgm_ops) WITH (fastupdate=false);