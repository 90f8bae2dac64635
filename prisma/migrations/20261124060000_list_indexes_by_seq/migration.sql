-- The list's tie-break is now createdAt DESC, seq (20261124030200_project_insertion_order: the rows of one
-- import keep the file's order), no longer createdAt DESC, id. The indexes of
-- 20261124020100_list_sort_indexes end in id, so an ordered walk would still need a sort of each group of
-- equal (key, createdAt); rebuild them ending in seq, under the same names.

-- Default order: 20261124030200 already made ("createdAt" DESC, "seq") as projects_createdAt_seq_idx.
DROP INDEX IF EXISTS "projects_createdAt_id_idx";

-- An investor's shared range (lib/projects/queries.ts, investorPageSql).
DROP INDEX IF EXISTS "projects_sharedWithInvestors_createdAt_idx";
CREATE INDEX "projects_sharedWithInvestors_createdAt_idx" ON "projects"("sharedWithInvestors", "createdAt" DESC, "seq");

-- Filters with the default order.
DROP INDEX IF EXISTS "projects_stage_createdAt_idx";
CREATE INDEX "projects_stage_createdAt_idx" ON "projects"("stage", "createdAt" DESC, "seq");
DROP INDEX IF EXISTS "projects_type_createdAt_idx";
CREATE INDEX "projects_type_createdAt_idx" ON "projects"("type", "createdAt" DESC, "seq");
DROP INDEX IF EXISTS "projects_deploymentQuarter_createdAt_idx";
CREATE INDEX "projects_deploymentQuarter_createdAt_idx" ON "projects"("deploymentQuarter", "createdAt" DESC, "seq");

-- Sorts on low-cardinality keys, both directions.
DROP INDEX IF EXISTS "projects_sort_stage_asc_idx";
CREATE INDEX "projects_sort_stage_asc_idx" ON "projects"((CASE "stage" WHEN 'Best Case' THEN 1 WHEN 'Committed' THEN 2 WHEN 'Contracted' THEN 3 WHEN 'Deployed' THEN 4 ELSE 5 END) ASC, "createdAt" DESC, "seq");
DROP INDEX IF EXISTS "projects_sort_stage_desc_idx";
CREATE INDEX "projects_sort_stage_desc_idx" ON "projects"((CASE "stage" WHEN 'Best Case' THEN 1 WHEN 'Committed' THEN 2 WHEN 'Contracted' THEN 3 WHEN 'Deployed' THEN 4 ELSE 5 END) DESC, "createdAt" DESC, "seq");
DROP INDEX IF EXISTS "projects_sort_type_desc_idx";
CREATE INDEX "projects_sort_type_desc_idx" ON "projects"("type" DESC, "createdAt" DESC, "seq");
DROP INDEX IF EXISTS "projects_sort_itc_asc_idx";
CREATE INDEX "projects_sort_itc_asc_idx" ON "projects"("itcTaxCredit" ASC, "createdAt" DESC, "seq");
DROP INDEX IF EXISTS "projects_sort_itc_desc_idx";
CREATE INDEX "projects_sort_itc_desc_idx" ON "projects"("itcTaxCredit" DESC, "createdAt" DESC, "seq");
DROP INDEX IF EXISTS "projects_sort_quarter_asc_idx";
CREATE INDEX "projects_sort_quarter_asc_idx" ON "projects"(lower("deploymentQuarter") ASC, "createdAt" DESC, "seq");
DROP INDEX IF EXISTS "projects_sort_quarter_desc_idx";
CREATE INDEX "projects_sort_quarter_desc_idx" ON "projects"(lower("deploymentQuarter") DESC, "createdAt" DESC, "seq");
DROP INDEX IF EXISTS "projects_sort_spaces_asc_idx";
CREATE INDEX "projects_sort_spaces_asc_idx" ON "projects"("numberOfSpaces" ASC, "createdAt" DESC, "seq");
DROP INDEX IF EXISTS "projects_sort_spaces_desc_idx";
CREATE INDEX "projects_sort_spaces_desc_idx" ON "projects"("numberOfSpaces" DESC, "createdAt" DESC, "seq");
DROP INDEX IF EXISTS "projects_sort_chargers_asc_idx";
CREATE INDEX "projects_sort_chargers_asc_idx" ON "projects"("numberOfChargers" ASC, "createdAt" DESC, "seq");
DROP INDEX IF EXISTS "projects_sort_chargers_desc_idx";
CREATE INDEX "projects_sort_chargers_desc_idx" ON "projects"("numberOfChargers" DESC, "createdAt" DESC, "seq");

-- 20261124030100_project_chargers_index's one-column index: the two chargers indexes above serve the sort.
DROP INDEX IF EXISTS "projects_numberOfChargers_idx";
