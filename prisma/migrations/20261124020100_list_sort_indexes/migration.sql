-- The project list orders by the chosen key, then newest first (createdAt DESC, id ASC) so pages never
-- overlap. For a key with few distinct values (stage, type, ITC, quarter, spaces, chargers) an index on
-- the key alone leaves a sort of a whole group (a fifth of the table for a stage) before the first page,
-- so each such key gets the full order, once per direction (DESC on the key keeps the tie-break as is).
-- High-cardinality keys (cost, client) keep their one-column indexes: ties are rare, an incremental sort
-- of a few rows finishes the order. The filters (stage, type, quarter) with the default order get
-- (filter, createdAt DESC, id). Expression indexes cannot be written in schema.prisma; they live here.
-- The stage sorts by its display text ("Best Case" < "Committed" < … < "Pipeline"); casting an enum to
-- text is not immutable, so the query and the index use the same CASE instead of lower(stage::text).

-- Default order (no sort, no filter): newest first.
DROP INDEX IF EXISTS "projects_createdAt_idx";
CREATE INDEX "projects_createdAt_id_idx" ON "projects"("createdAt" DESC, "id");

-- An investor's list reads the shared projects as one range (lib/projects/queries.ts, investorPageSql).
CREATE INDEX "projects_sharedWithInvestors_createdAt_idx" ON "projects"("sharedWithInvestors", "createdAt" DESC, "id");

-- Filters with the default order.
DROP INDEX IF EXISTS "projects_stage_idx";
CREATE INDEX "projects_stage_createdAt_idx" ON "projects"("stage", "createdAt" DESC, "id");
DROP INDEX IF EXISTS "projects_type_idx";
CREATE INDEX "projects_type_createdAt_idx" ON "projects"("type", "createdAt" DESC, "id");
DROP INDEX IF EXISTS "projects_deploymentQuarter_idx";
CREATE INDEX "projects_deploymentQuarter_createdAt_idx" ON "projects"("deploymentQuarter", "createdAt" DESC, "id");

-- Sorts on low-cardinality keys, both directions.
CREATE INDEX "projects_sort_stage_asc_idx" ON "projects"((CASE "stage" WHEN 'Best Case' THEN 1 WHEN 'Committed' THEN 2 WHEN 'Contracted' THEN 3 WHEN 'Deployed' THEN 4 ELSE 5 END) ASC, "createdAt" DESC, "id");
CREATE INDEX "projects_sort_stage_desc_idx" ON "projects"((CASE "stage" WHEN 'Best Case' THEN 1 WHEN 'Committed' THEN 2 WHEN 'Contracted' THEN 3 WHEN 'Deployed' THEN 4 ELSE 5 END) DESC, "createdAt" DESC, "id");
CREATE INDEX "projects_sort_type_desc_idx" ON "projects"("type" DESC, "createdAt" DESC, "id");
CREATE INDEX "projects_sort_itc_asc_idx" ON "projects"("itcTaxCredit" ASC, "createdAt" DESC, "id");
CREATE INDEX "projects_sort_itc_desc_idx" ON "projects"("itcTaxCredit" DESC, "createdAt" DESC, "id");
DROP INDEX IF EXISTS "projects_deploymentQuarter_lower_idx";
CREATE INDEX "projects_sort_quarter_asc_idx" ON "projects"(lower("deploymentQuarter") ASC, "createdAt" DESC, "id");
CREATE INDEX "projects_sort_quarter_desc_idx" ON "projects"(lower("deploymentQuarter") DESC, "createdAt" DESC, "id");
DROP INDEX IF EXISTS "projects_numberOfSpaces_idx";
CREATE INDEX "projects_sort_spaces_asc_idx" ON "projects"("numberOfSpaces" ASC, "createdAt" DESC, "id");
CREATE INDEX "projects_sort_spaces_desc_idx" ON "projects"("numberOfSpaces" DESC, "createdAt" DESC, "id");
CREATE INDEX "projects_sort_chargers_asc_idx" ON "projects"("numberOfChargers" ASC, "createdAt" DESC, "id");
CREATE INDEX "projects_sort_chargers_desc_idx" ON "projects"("numberOfChargers" DESC, "createdAt" DESC, "id");
