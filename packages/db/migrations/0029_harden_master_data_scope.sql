-- Issue 33: master data got its own area (`master-data`, read and write). A stored role without the entry
-- would be allowed everything by the access rule's "no entry allows": every role that lacks it gets an
-- explicit one — reading for all, changing only for full roles (the demo Beheerder). A restricted admin
-- who should change master data gets the flag in the role editor.
UPDATE "roles"
SET "scope" = "scope" || jsonb_build_object(
  'master-data',
  jsonb_build_object('read', true, 'write', coalesce(("scope"->>'full')::boolean, false))
)
WHERE NOT ("scope" ? 'master-data');
