-- "My work" (issue 31 §5): the side menu's badge counts every review queue on each page an employee opens
-- (lib/my-work/waiting-sql.ts). Hours, credits and course completions already have (status, …) indexes.
-- These partial indexes hold only the rows waiting, so each count reads a handful of index entries
-- whatever the size of the table: reservation requests among all projects, deal-room documents awaiting a
-- decision, accounts awaiting approval, and a user's open tasks by due date.
CREATE INDEX "projects_pending_reservation_idx" ON "projects" ("reservedAt") WHERE "reservationStatus" = 'pending';
CREATE INDEX "documents_awaiting_review_idx" ON "documents" ("uploadedAt")
  WHERE "reviewStatus" IS NULL AND ("filePath" IS NOT NULL OR "googleDocUrl" IS NOT NULL);
CREATE INDEX "users_pending_idx" ON "users" ("createdAt") WHERE "status" = 'pending';
CREATE INDEX "project_tasks_open_due_idx" ON "project_tasks" ("assignedTo", "dueDate") WHERE "status" <> 'completed';
