CREATE TABLE "customer_words" (
	"word" text NOT NULL,
	"name_key" text NOT NULL,
	"customer_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_words" ADD CONSTRAINT "customer_words_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_words_word_key_idx" ON "customer_words" USING btree ("word",("name_key" collate "C"),"customer_id");--> statement-breakpoint
CREATE INDEX "customer_words_customer_idx" ON "customer_words" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false) WHERE not strpos("search_words"."word", ' ') > 0;--> statement-breakpoint
CREATE INDEX "search_words_pairs_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false) WHERE strpos("search_words"."word", ' ') > 0;--> statement-breakpoint
CREATE INDEX "search_words_words_idx" ON "search_words" USING gin (to_tsvector('simple', "word")) WITH (fastupdate=false) WHERE not strpos("search_words"."word", ' ') > 0;--> statement-breakpoint
-- The words of a customer as the list search reads them: its lowercased name and city split at spaces,
-- and each pair of adjacent words (joined by a space).
CREATE FUNCTION "customer_search_words"("name" text, "city" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT x.w
  FROM (VALUES (string_to_array(lower("name"), ' ')), (string_to_array(lower(coalesce("city", '')), ' '))) AS s(t),
    generate_subscripts(s.t, 1) AS i,
    LATERAL (VALUES (s.t[i]), (CASE WHEN s.t[i] <> '' AND s.t[i + 1] <> '' THEN s.t[i] || ' ' || s.t[i + 1] END)) AS x(w)
  WHERE x.w <> ''
$$;--> statement-breakpoint
-- customer_words follows the customers in the statement that writes them (one trigger call per statement,
-- however many rows); a deleted customer's words go by the foreign key's cascade.
CREATE FUNCTION "customer_words_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "customer_words" ("word", "name_key", "customer_id")
    SELECT w, lower(c."name"), c."id" FROM "inserted" c, "customer_search_words"(c."name", coalesce(c."visit_city", c."postal_city")) w;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "customer_words_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the customers whose name or city changed (a form saves every field).
  DELETE FROM "customer_words" WHERE "customer_id" IN (SELECT c."id" FROM (SELECT n."id", n."name", coalesce(n."visit_city", n."postal_city") AS "city"
    FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE n."name" IS DISTINCT FROM o."name"
      OR coalesce(n."visit_city", n."postal_city") IS DISTINCT FROM coalesce(o."visit_city", o."postal_city")) c);
  INSERT INTO "customer_words" ("word", "name_key", "customer_id")
    SELECT w, lower(c."name"), c."id" FROM (SELECT n."id", n."name", coalesce(n."visit_city", n."postal_city") AS "city"
    FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE n."name" IS DISTINCT FROM o."name"
      OR coalesce(n."visit_city", n."postal_city") IS DISTINCT FROM coalesce(o."visit_city", o."postal_city")) c, "customer_search_words"(c."name", c."city") w;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- search_words counts the customers of each word. Its rows are locked in word order, so two transactions
-- writing customers with the same words wait for each other rather than deadlock.
CREATE FUNCTION "search_words_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word", "customers")
    SELECT "word", count(*) FROM "added" GROUP BY "word" ORDER BY "word"
    ON CONFLICT ("word") DO UPDATE SET "customers" = "search_words"."customers" + excluded."customers";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "search_words_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "search_words" WHERE "word" IN (SELECT "word" FROM "removed") ORDER BY "word" FOR UPDATE;
  UPDATE "search_words" s SET "customers" = s."customers" - r."n"
    FROM (SELECT "word", count(*) AS "n" FROM "removed" GROUP BY "word") r WHERE s."word" = r."word";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "search_words_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_words";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customer_words_insert" AFTER INSERT ON "customers" REFERENCING NEW TABLE AS "inserted"
  FOR EACH STATEMENT EXECUTE FUNCTION "customer_words_insert"();--> statement-breakpoint
CREATE TRIGGER "customer_words_update" AFTER UPDATE ON "customers" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "customer_words_update"();--> statement-breakpoint
CREATE TRIGGER "search_words_added" AFTER INSERT ON "customer_words" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_added"();--> statement-breakpoint
CREATE TRIGGER "search_words_removed" AFTER DELETE ON "customer_words" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_removed"();--> statement-breakpoint
CREATE TRIGGER "search_words_emptied" AFTER TRUNCATE ON "customer_words"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_emptied"();--> statement-breakpoint
-- The customers already there.
INSERT INTO "customer_words" ("word", "name_key", "customer_id")
  SELECT w, lower(c."name"), c."id" FROM "customers" c, "customer_search_words"(c."name", coalesce(c."visit_city", c."postal_city")) w;
