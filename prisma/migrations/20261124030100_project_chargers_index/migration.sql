-- The table sorts by chargers (issue 14, item 10), as it does by spaces. IF NOT EXISTS: another branch may
-- add the same index for the paged list's speed.
CREATE INDEX IF NOT EXISTS "projects_numberOfChargers_idx" ON "projects"("numberOfChargers");
