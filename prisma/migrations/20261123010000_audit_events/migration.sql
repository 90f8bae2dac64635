-- Audit rows name their event ("reservation.rejected", lib/audit/events.ts) instead of a bare
-- create/update/delete on a free-text entity. Existing rows get the event their entity and action meant.

-- AlterTable
ALTER TABLE "audit_log" ADD COLUMN "event" VARCHAR(60);

-- A reservation move was written as an update of its project that changed the reservation status; it
-- is a reservation record now (same id: the project's).
UPDATE "audit_log" SET "entityType" = 'reservation'
WHERE "entityType" = 'project' AND "action" = 'update'
  AND ("newValues" -> 'reservationStatus' IS NOT NULL OR "oldValues" -> 'reservationStatus' IS NOT NULL);

UPDATE "audit_log" SET "event" = CASE
  WHEN "entityType" = 'reservation' THEN CASE "newValues" ->> 'reservationStatus'
    WHEN 'pending' THEN 'reservation.requested'
    WHEN 'approved' THEN 'reservation.approved'
    WHEN 'rejected' THEN 'reservation.rejected'
    ELSE 'reservation.withdrawn' END
  WHEN "entityType" = 'task' AND "action" = 'update' AND "newValues" ->> 'status' = 'completed' THEN 'task.completed'
  WHEN "entityType" = 'user' AND "action" = 'create' THEN 'user.registered'
  WHEN "entityType" = 'user' THEN CASE WHEN "newValues" ->> 'status' = 'denied' THEN 'user.denied' ELSE 'user.approved' END
  ELSE "entityType" || '.' || CASE "action" WHEN 'create' THEN 'created' WHEN 'update' THEN 'updated' ELSE 'deleted' END
END;

ALTER TABLE "audit_log" ALTER COLUMN "event" SET NOT NULL;
