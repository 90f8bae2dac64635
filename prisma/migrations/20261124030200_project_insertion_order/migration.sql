-- Insertion order as the tiebreaker under "newest first": the rows of one import share a createdAt and
-- were shown in random (id) order; now they keep the file's order (issue 14, item 12).
ALTER TABLE "projects" ADD COLUMN "seq" SERIAL NOT NULL;

CREATE INDEX "projects_createdAt_seq_idx" ON "projects"("createdAt" DESC, "seq");
