DROP INDEX "customers_name_index";--> statement-breakpoint
CREATE INDEX "customers_lower_name_id_idx" ON "customers" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "customers_name_prefix_idx" ON "customers" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_city_trgm_idx" ON "customers" USING gin (lower(coalesce("visit_city", "postal_city")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_number_text_idx" ON "customers" USING btree (("number"::text) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_number_trgm_idx" ON "customers" USING gin (("number"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_kvk_trgm_idx" ON "customers" USING gin ("kvk_number" gin_trgm_ops);