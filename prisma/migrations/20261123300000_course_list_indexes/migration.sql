-- CreateIndex
CREATE INDEX "course_assignments_createdAt_id_idx" ON "course_assignments"("createdAt", "id");

-- CreateIndex
CREATE INDEX "course_completions_userId_idx" ON "course_completions"("userId");

-- CreateIndex
CREATE INDEX "course_completions_createdAt_id_idx" ON "course_completions"("createdAt", "id");
