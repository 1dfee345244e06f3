-- Issue 31: actions are internal unless marked "zichtbaar voor klant", like notes. Every existing action
-- stays internal (visible_to_customer already defaults to false), except those customer staff wrote
-- themselves: those stay theirs to see.
UPDATE "actions" SET "visible_to_customer" = true
WHERE "type" = 'action'
  AND "visible_to_customer" = false
  AND "created_by_id" IN (SELECT "id" FROM "users" WHERE "type" = 'customer');
