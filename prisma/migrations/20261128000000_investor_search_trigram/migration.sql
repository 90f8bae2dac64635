-- An investor's search (lib/projects/queries.ts: visible `sharedWithInvestors OR ownedBy = me`, and the
-- search's three OR'ed ILIKEs). With only the whole-table trigram indexes of 20261124020000_search_trigram
-- every candidate match of the whole table was read from the heap and two thirds of them were thrown away
-- as not shared: at 1,000,000 projects a common street cost an investor as much as an employee (83,000
-- candidates on 26,000 heap pages) and about 4× a client search of similar size. Partial on what any
-- investor may see (the predicate is implied by every investor's visibility rule), the index holds a
-- third of the rows, so the heap visits are about the investor's own matches.
-- One GIN index over the three searched columns: each ILIKE scans it (GIN answers a condition on any of
-- its columns). pg_trgm exists since 20261124020000 (a contrib extension on PostgreSQL, loaded by PGlite
-- wherever it opens a database); fastupdate = off for the same reason as there.
CREATE INDEX "projects_investor_search_trgm_idx" ON "projects"
  USING gin ("client" gin_trgm_ops, "address" gin_trgm_ops, "purpose" gin_trgm_ops)
  WITH (fastupdate = off)
  WHERE "sharedWithInvestors" OR "ownedBy" IS NOT NULL;
