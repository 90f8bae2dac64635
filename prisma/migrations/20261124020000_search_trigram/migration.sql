-- The project search (lib/projects/queries.ts) is `client ILIKE '%x%' OR address ILIKE '%x%' OR
-- purpose ILIKE '%x%'`: one trigram index per column lets the planner answer each arm from its index and
-- OR the bitmaps, instead of reading every row. PGlite loads pg_trgm as a contrib extension wherever it
-- opens a database (scripts/pglite.mjs); PostgreSQL ships it in contrib. fastupdate = off: with GIN's
-- pending list every search would also scan the entries not yet merged, which only VACUUM (autovacuum)
-- merges, and PGlite never runs one; a write pays for its index entries at once instead.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "projects_client_trgm_idx" ON "projects" USING gin ("client" gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX "projects_address_trgm_idx" ON "projects" USING gin ("address" gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX "projects_purpose_trgm_idx" ON "projects" USING gin ("purpose" gin_trgm_ops) WITH (fastupdate = off);
