-- Issue 30 §1, DESIGN.md "A decision fixes its figures": an approved course completion keeps the credit
-- hours, title and category its course had when it was approved; a later edit of the course changes only
-- what is approved later. Null until approved.
ALTER TABLE "course_completions" ADD COLUMN "creditHours" DECIMAL(5,2),
ADD COLUMN "courseTitle" VARCHAR(200),
ADD COLUMN "category" "LearningCategory";

-- Completions approved before this column existed: each figure as it was at the approval, which is the
-- "before" value of the first course edit after the approval that changed it (course.updated audit rows
-- keep the changed fields' old and new values); a figure not changed since is the course's current one.
UPDATE "course_completions" cc
SET "creditHours" = COALESCE((
      SELECT (a."oldValues"->>'creditHours')::DECIMAL(5,2) FROM "audit_log" a
      WHERE a."entityType" = 'course' AND a."entityId" = cc."courseId" AND a."event" = 'course.updated'
        AND a."fieldChanges" @> '["creditHours"]'::jsonb AND a."createdAt" > cc."approvedAt"
      ORDER BY a."createdAt", a."id" LIMIT 1), c."creditHours"),
    "courseTitle" = COALESCE((
      SELECT a."oldValues"->>'title' FROM "audit_log" a
      WHERE a."entityType" = 'course' AND a."entityId" = cc."courseId" AND a."event" = 'course.updated'
        AND a."fieldChanges" @> '["title"]'::jsonb AND a."createdAt" > cc."approvedAt"
      ORDER BY a."createdAt", a."id" LIMIT 1), c."title"),
    "category" = COALESCE((
      SELECT (a."oldValues"->>'category')::"LearningCategory" FROM "audit_log" a
      WHERE a."entityType" = 'course' AND a."entityId" = cc."courseId" AND a."event" = 'course.updated'
        AND a."fieldChanges" @> '["category"]'::jsonb AND a."createdAt" > cc."approvedAt"
      ORDER BY a."createdAt", a."id" LIMIT 1), c."category")
FROM "courses" c
WHERE c."id" = cc."courseId" AND cc."status" = 'approved';
