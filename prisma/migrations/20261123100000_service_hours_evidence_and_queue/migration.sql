-- Service hours: an optional evidence file per entry (a storage key used by one entry only), and the
-- review queue's indexes (status filter, year range on the date, id as the tiebreaker of its order).
ALTER TABLE "service_hours" ADD COLUMN     "evidenceContentType" VARCHAR(120),
ADD COLUMN     "evidenceFileName" VARCHAR(255),
ADD COLUMN     "evidenceKey" TEXT,
ADD COLUMN     "evidenceSize" INTEGER;

CREATE UNIQUE INDEX "service_hours_evidenceKey_key" ON "service_hours"("evidenceKey");
CREATE INDEX "service_hours_status_serviceDate_id_idx" ON "service_hours"("status", "serviceDate", "id");
CREATE INDEX "education_credits_status_completionDate_id_idx" ON "education_credits"("status", "completionDate", "id");
