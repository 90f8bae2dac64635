-- An investor's own projects (the ones they own, the ones they reserved) at 1,000,000 projects: a few
-- thousand rows each, read by two requests on every visit.
-- * Their list page merges the shared range with their owned unshared rows (lib/projects/queries.ts,
--   investorPageSql). With only (ownedBy) the planner walked the newest-first index filtering for them,
--   through every row of a recent import (none owned): 60,000 rows for the first page. This index is that
--   part's own order.
-- * Their dashboard figures (lib/dashboard/queries.ts) count and sum their reservations and their deployed
--   projects: each is now one range of an index that holds every column the figure reads (index-only once
--   the visibility map is set), instead of a heap visit per row.
-- Partial on IS NOT NULL: most projects have neither an owner nor a reservation, and `= $1` implies it.
DROP INDEX IF EXISTS "projects_ownedBy_idx";
CREATE INDEX "projects_ownedBy_unshared_createdAt_idx" ON "projects"("ownedBy", "createdAt" DESC, "seq")
  WHERE "ownedBy" IS NOT NULL AND NOT "sharedWithInvestors";
CREATE INDEX "projects_ownedBy_stage_idx" ON "projects"("ownedBy", "stage", "sharedWithInvestors") INCLUDE ("projectCost")
  WHERE "ownedBy" IS NOT NULL;

DROP INDEX IF EXISTS "projects_reservedBy_idx";
CREATE INDEX "projects_reservedBy_status_idx" ON "projects"("reservedBy", "reservationStatus", "sharedWithInvestors") INCLUDE ("projectCost")
  WHERE "reservedBy" IS NOT NULL;

-- The client sort: 20261124020100 kept lower(client) alone, expecting few ties. Clients repeat (one
-- client, many sites): at 1,000,000 projects over 240 client names a page had to sort a whole group of
-- ~4,200 equal names read at random from the heap (3.15×). The full order, both directions, as for the
-- other keys; the one-column index is a prefix of the ascending one.
DROP INDEX IF EXISTS "projects_client_lower_idx";
CREATE INDEX "projects_sort_client_asc_idx" ON "projects"(lower("client") ASC, "createdAt" DESC, "seq");
CREATE INDEX "projects_sort_client_desc_idx" ON "projects"(lower("client") DESC, "createdAt" DESC, "seq");
