-- The board's median time in stage (lib/pipeline/queries.ts, medianDaysInStage) reads the stage changes
-- that record when the stage they left was entered. audit_log_stage_changes_idx (20261127010000) was
-- partial on `fieldChanges @> '["stage"]'` alone, which every project's creation row also matches (a
-- create lists every field it sets): the index held the whole history of creations, and the planner,
-- estimating that nearly every row matches, scanned all of audit_log on every board render (162 ms at
-- 160,000 audit rows; a million at 1,000,000 projects). The index now holds only the rows the medians
-- read, and statistics on the `stageEnteredAt` expression tell the planner how few those are.
DROP INDEX IF EXISTS "audit_log_stage_changes_idx";
CREATE INDEX "audit_log_stage_stays_idx" ON "audit_log"("createdAt")
  WHERE "entityType" = 'project' AND "fieldChanges" @> '["stage"]' AND ("oldValues"->>'stageEnteredAt') IS NOT NULL;
CREATE STATISTICS "audit_log_stage_entered_stats" ON ("oldValues"->>'stageEnteredAt') FROM "audit_log";
