-- The pipeline board (issue 21): each project's last activity and when it entered its stage, kept exact
-- by triggers in the transaction of every write (docs/decisions/0015-pipeline-activity-in-the-database.md).

-- AlterTable
ALTER TABLE "projects" ADD COLUMN "lastActivityAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN "stageEnteredAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- Backfill from what exists: the project's own audit rows (edits, reservation changes), its engineering
-- updates and tasks (and the audit rows of deleted ones), its creation. The stage was entered at its
-- latest audited stage change, else at creation.
WITH child AS (
  SELECT COALESCE(a."newValues"->>'projectId', a."oldValues"->>'projectId') AS "projectId", max(a."createdAt") AS at
  FROM "audit_log" a WHERE a."entityType" IN ('comment', 'task') GROUP BY 1
), own AS (
  SELECT a."entityId" AS "projectId", max(a."createdAt") AS at,
         max(a."createdAt") FILTER (WHERE a."entityType" = 'project' AND a."fieldChanges" @> '["stage"]') AS "stageAt"
  FROM "audit_log" a WHERE a."entityType" IN ('project', 'reservation') GROUP BY 1
), comments AS (
  SELECT "projectId", max("createdAt") AS at FROM "project_comments" GROUP BY 1
), tasks AS (
  SELECT "projectId", max("updatedAt") AS at FROM "project_tasks" GROUP BY 1
)
UPDATE "projects" p SET
  "lastActivityAt" = GREATEST(p."createdAt", own.at, child.at, comments.at, tasks.at),
  "stageEnteredAt" = COALESCE(own."stageAt", p."createdAt")
FROM "projects" q
LEFT JOIN own ON own."projectId" = q.id
LEFT JOIN child ON child."projectId" = q.id
LEFT JOIN comments ON comments."projectId" = q.id
LEFT JOIN tasks ON tasks."projectId" = q.id
WHERE q.id = p.id;

-- An edit of a user-visible field or of the reservation is activity; a stage change also starts the
-- time in stage. An update that changes nothing (or only these columns) leaves them as they are.
CREATE FUNCTION projects_track_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.stage IS DISTINCT FROM OLD.stage THEN
    NEW."stageEnteredAt" := now();
  END IF;
  IF (NEW."deploymentQuarter", NEW.stage, NEW.client, NEW.address, NEW.purpose, NEW.type, NEW."numberOfChargers",
      NEW."numberOfSpaces", NEW."projectCost", NEW."itcTaxCredit", NEW."engineeringNotes", NEW."investorSummary",
      NEW."sharedWithInvestors", NEW."reservedBy", NEW."reservationStatus", NEW."reservationNotes", NEW."approvedBy",
      NEW."ownedBy", NEW."rejectedFor", NEW."rejectionNotes")
     IS DISTINCT FROM
     (OLD."deploymentQuarter", OLD.stage, OLD.client, OLD.address, OLD.purpose, OLD.type, OLD."numberOfChargers",
      OLD."numberOfSpaces", OLD."projectCost", OLD."itcTaxCredit", OLD."engineeringNotes", OLD."investorSummary",
      OLD."sharedWithInvestors", OLD."reservedBy", OLD."reservationStatus", OLD."reservationNotes", OLD."approvedBy",
      OLD."ownedBy", OLD."rejectedFor", OLD."rejectionNotes") THEN
    NEW."lastActivityAt" := now();
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER projects_track_activity BEFORE UPDATE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION projects_track_activity();

-- An engineering update or a task added, changed or deleted is activity on its project.
CREATE FUNCTION project_child_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  project_id text;
BEGIN
  IF TG_OP = 'DELETE' THEN project_id := OLD."projectId"; ELSE project_id := NEW."projectId"; END IF;
  UPDATE "projects" SET "lastActivityAt" = now() WHERE id = project_id AND "lastActivityAt" <> now();
  RETURN NULL;
END $$;

CREATE TRIGGER project_comments_activity AFTER INSERT OR UPDATE OR DELETE ON "project_comments"
  FOR EACH ROW EXECUTE FUNCTION project_child_activity();
CREATE TRIGGER project_tasks_activity AFTER INSERT OR UPDATE OR DELETE ON "project_tasks"
  FOR EACH ROW EXECUTE FUNCTION project_child_activity();

-- CreateIndex
CREATE INDEX "projects_stage_lastActivityAt_idx" ON "projects"("stage", "lastActivityAt" DESC, "seq");

-- The board's median time in stage reads the stage changes of the last 90 days: only those rows.
CREATE INDEX "audit_log_stage_changes_idx" ON "audit_log"("createdAt") WHERE "entityType" = 'project' AND "fieldChanges" @> '["stage"]';
