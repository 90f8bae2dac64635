-- Indexes behind the project table's sortable columns (spec 1 §9): numeric sorts on cost and spaces,
-- case-insensitive text sorts on client and quarter. The two expression indexes cannot be written in
-- schema.prisma; they live only here (a `prisma migrate diff` from the schema would list them as extra).
CREATE INDEX "projects_projectCost_idx" ON "projects"("projectCost");
CREATE INDEX "projects_numberOfSpaces_idx" ON "projects"("numberOfSpaces");
CREATE INDEX "projects_client_lower_idx" ON "projects"(lower("client"));
CREATE INDEX "projects_deploymentQuarter_lower_idx" ON "projects"(lower("deploymentQuarter"));
