-- The investor of the last rejected reservation and its note, so that investor sees Rejected with the note.
ALTER TABLE "projects" ADD COLUMN "rejectedFor" TEXT,
ADD COLUMN "rejectionNotes" TEXT;

-- Rejections made before this column existed: take them from their audit rows (the latest per project
-- still marked rejected and held by nobody).
UPDATE "projects" p
SET "rejectedFor" = r."rejectedFor", "rejectionNotes" = r."rejectionNotes"
FROM (
  SELECT DISTINCT ON ("entityId") "entityId", "oldValues"->>'reservedBy' AS "rejectedFor", "newValues"->>'rejectionNotes' AS "rejectionNotes"
  FROM "audit_log"
  WHERE event = 'reservation.rejected'
  ORDER BY "entityId", "createdAt" DESC
) r
WHERE p.id = r."entityId" AND p."reservationStatus" = 'rejected' AND p."reservedBy" IS NULL;
