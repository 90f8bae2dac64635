-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('employee', 'external');

-- CreateEnum
CREATE TYPE "UserStatus" AS ENUM ('pending', 'approved', 'denied');

-- CreateEnum
CREATE TYPE "ProjectStage" AS ENUM ('Pipeline', 'Best Case', 'Committed', 'Contracted', 'Deployed');

-- CreateEnum
CREATE TYPE "ProjectType" AS ENUM ('L2', 'L3');

-- CreateEnum
CREATE TYPE "ReservationStatus" AS ENUM ('pending', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "TaskStatus" AS ENUM ('pending', 'in_progress', 'completed', 'blocked');

-- CreateEnum
CREATE TYPE "TaskPriority" AS ENUM ('low', 'medium', 'high', 'urgent');

-- CreateEnum
CREATE TYPE "AuditAction" AS ENUM ('create', 'update', 'delete');

-- CreateEnum
CREATE TYPE "ReviewStatus" AS ENUM ('pending', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "ServiceCategory" AS ENUM ('operations_oversight', 'capital_deployment', 'due_diligence', 'compliance', 'communications', 'monitoring', 'special_projects');

-- CreateEnum
CREATE TYPE "LearningCategory" AS ENUM ('technical', 'financial', 'legal', 'environmental', 'safety', 'management', 'other');

-- CreateEnum
CREATE TYPE "DocumentType" AS ENUM ('appraisal_poles_value', 'lsa_vendor_agreements', 'insurance_warranty_documents', 'company_one_pager', 'sale_purchase_agreement', 'certificate_non_litigation', 'project_one_pager', 'pictures', 'debt_agreement');

-- CreateEnum
CREATE TYPE "AssignmentStatus" AS ENUM ('assigned', 'in_progress', 'completed', 'overdue');

-- CreateEnum
CREATE TYPE "TemplateCategory" AS ENUM ('msa', 'operating_agreement', 'investment_terms', 'disclosure', 'compliance');

-- CreateEnum
CREATE TYPE "TemplateVersionStatus" AS ENUM ('assigned', 'reviewing', 'redlined', 'negotiating', 'approved', 'finalized', 'rejected');

-- CreateEnum
CREATE TYPE "ThreadAuthorRole" AS ENUM ('investor', 'employee');

-- CreateEnum
CREATE TYPE "ThreadType" AS ENUM ('comment', 'change_request', 'clarification', 'approval');

-- CreateEnum
CREATE TYPE "ThreadStatus" AS ENUM ('open', 'addressed', 'resolved', 'dismissed');

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "username" VARCHAR(64) NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" "Role" NOT NULL DEFAULT 'external',
    "status" "UserStatus" NOT NULL DEFAULT 'pending',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "login_attempts" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "username" VARCHAR(64) NOT NULL,
    "ip" VARCHAR(64) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "login_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "projects" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "deploymentQuarter" VARCHAR(8) NOT NULL,
    "stage" "ProjectStage" NOT NULL,
    "client" VARCHAR(200) NOT NULL,
    "address" VARCHAR(500) NOT NULL,
    "purpose" VARCHAR(500) NOT NULL,
    "type" "ProjectType" NOT NULL,
    "numberOfChargers" INTEGER NOT NULL DEFAULT 0,
    "numberOfSpaces" INTEGER NOT NULL DEFAULT 0,
    "projectCost" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "itcTaxCredit" BOOLEAN NOT NULL DEFAULT false,
    "engineeringNotes" TEXT,
    "investorSummary" TEXT,
    "sharedWithInvestors" BOOLEAN NOT NULL DEFAULT false,
    "reservedBy" TEXT,
    "reservedAt" TIMESTAMPTZ(3),
    "reservationStatus" "ReservationStatus",
    "reservationNotes" TEXT,
    "approvedBy" TEXT,
    "approvedAt" TIMESTAMPTZ(3),
    "ownedBy" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "projects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_comments" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "projectId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "project_comments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_tasks" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "projectId" TEXT NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "description" TEXT,
    "status" "TaskStatus" NOT NULL DEFAULT 'pending',
    "priority" "TaskPriority" NOT NULL DEFAULT 'medium',
    "assignedTo" TEXT,
    "dueDate" DATE,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMPTZ(3),

    CONSTRAINT "project_tasks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "entityType" VARCHAR(40) NOT NULL,
    "entityId" TEXT NOT NULL,
    "action" "AuditAction" NOT NULL,
    "userId" TEXT,
    "fieldChanges" JSONB,
    "oldValues" JSONB,
    "newValues" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_hours" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "userId" TEXT NOT NULL,
    "projectId" TEXT,
    "serviceDate" DATE NOT NULL,
    "hours" DECIMAL(5,2) NOT NULL,
    "description" TEXT NOT NULL,
    "category" "ServiceCategory" NOT NULL DEFAULT 'operations_oversight',
    "status" "ReviewStatus" NOT NULL DEFAULT 'pending',
    "approvedBy" TEXT,
    "approvedAt" TIMESTAMPTZ(3),
    "rejectionReason" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "service_hours_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "education_credits" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "userId" TEXT NOT NULL,
    "courseName" VARCHAR(200) NOT NULL,
    "provider" VARCHAR(200) NOT NULL,
    "completionDate" DATE NOT NULL,
    "creditHours" DECIMAL(5,2) NOT NULL,
    "category" "LearningCategory" NOT NULL DEFAULT 'other',
    "certificateUrl" TEXT,
    "description" TEXT,
    "status" "ReviewStatus" NOT NULL DEFAULT 'pending',
    "approvedBy" TEXT,
    "approvedAt" TIMESTAMPTZ(3),
    "rejectionReason" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "education_credits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "documents" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "userId" TEXT NOT NULL,
    "projectId" TEXT,
    "documentType" "DocumentType" NOT NULL,
    "filename" VARCHAR(255),
    "filePath" TEXT,
    "googleDocUrl" TEXT,
    "fileSize" INTEGER,
    "contentType" VARCHAR(120),
    "uploadedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "courses" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "title" VARCHAR(200) NOT NULL,
    "description" TEXT,
    "category" "LearningCategory" NOT NULL DEFAULT 'other',
    "creditHours" DECIMAL(5,2) NOT NULL DEFAULT 1,
    "content" TEXT,
    "resourcesUrl" TEXT,
    "videoUrl" TEXT,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdBy" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "courses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "course_assignments" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "courseId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "assignedBy" TEXT,
    "dueDate" DATE,
    "status" "AssignmentStatus" NOT NULL DEFAULT 'assigned',
    "notes" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "course_assignments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "course_completions" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "assignmentId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "courseId" TEXT NOT NULL,
    "completionDate" DATE NOT NULL,
    "submissionNotes" TEXT,
    "certificateUrl" TEXT,
    "status" "ReviewStatus" NOT NULL DEFAULT 'pending',
    "approvedBy" TEXT,
    "approvedAt" TIMESTAMPTZ(3),
    "rejectionReason" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "course_completions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "template_documents" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "title" VARCHAR(200) NOT NULL,
    "description" TEXT,
    "category" "TemplateCategory" NOT NULL,
    "version" VARCHAR(20) NOT NULL DEFAULT '1.0',
    "content" TEXT NOT NULL,
    "contentType" VARCHAR(120) NOT NULL DEFAULT 'text/plain',
    "filePath" TEXT,
    "googleDocUrl" TEXT,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdBy" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "template_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "investor_template_versions" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "templateId" TEXT NOT NULL,
    "investorId" TEXT NOT NULL,
    "status" "TemplateVersionStatus" NOT NULL DEFAULT 'assigned',
    "redlinedFilePath" TEXT,
    "redlinedGoogleDocUrl" TEXT,
    "finalizedFilePath" TEXT,
    "finalizedGoogleDocUrl" TEXT,
    "reviewStartedAt" TIMESTAMPTZ(3),
    "redlineSubmittedAt" TIMESTAMPTZ(3),
    "approvedAt" TIMESTAMPTZ(3),
    "finalizedAt" TIMESTAMPTZ(3),
    "approvedBy" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "investor_template_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "redline_threads" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "versionId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "authorRole" "ThreadAuthorRole" NOT NULL,
    "threadType" "ThreadType" NOT NULL DEFAULT 'comment',
    "content" TEXT,
    "selectedText" TEXT NOT NULL,
    "startOffset" INTEGER NOT NULL,
    "endOffset" INTEGER NOT NULL,
    "comment" TEXT NOT NULL,
    "suggestions" TEXT,
    "pageNumber" INTEGER,
    "sectionReference" VARCHAR(200),
    "status" "ThreadStatus" NOT NULL DEFAULT 'open',
    "parentThreadId" TEXT,
    "resolvedBy" TEXT,
    "resolvedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "redline_threads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "redline_replies" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "threadId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "redline_replies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "msas" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "versionId" TEXT NOT NULL,
    "investorId" TEXT NOT NULL,
    "templateId" TEXT NOT NULL,
    "finalizedContent" TEXT NOT NULL,
    "finalizedFilePath" TEXT,
    "finalizedGoogleDocUrl" TEXT,
    "executiveNotes" TEXT,
    "effectiveDate" DATE,
    "finalizedBy" TEXT,
    "signatureData" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "msas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "share_links" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "token" VARCHAR(64) NOT NULL,
    "msaId" TEXT NOT NULL,
    "createdBy" TEXT NOT NULL,
    "allowDownload" BOOLEAN NOT NULL DEFAULT false,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "revokedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "share_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notifications" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "userId" TEXT NOT NULL,
    "kind" VARCHAR(40) NOT NULL,
    "message" TEXT NOT NULL,
    "link" TEXT,
    "versionId" TEXT,
    "readAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_username_key" ON "users"("username");

-- CreateIndex
CREATE INDEX "users_role_status_idx" ON "users"("role", "status");

-- CreateIndex
CREATE INDEX "sessions_userId_idx" ON "sessions"("userId");

-- CreateIndex
CREATE INDEX "sessions_expiresAt_idx" ON "sessions"("expiresAt");

-- CreateIndex
CREATE INDEX "login_attempts_ip_createdAt_idx" ON "login_attempts"("ip", "createdAt");

-- CreateIndex
CREATE INDEX "login_attempts_username_ip_createdAt_idx" ON "login_attempts"("username", "ip", "createdAt");

-- CreateIndex
CREATE INDEX "projects_stage_idx" ON "projects"("stage");

-- CreateIndex
CREATE INDEX "projects_deploymentQuarter_idx" ON "projects"("deploymentQuarter");

-- CreateIndex
CREATE INDEX "projects_type_idx" ON "projects"("type");

-- CreateIndex
CREATE INDEX "projects_sharedWithInvestors_stage_idx" ON "projects"("sharedWithInvestors", "stage");

-- CreateIndex
CREATE INDEX "projects_reservedBy_idx" ON "projects"("reservedBy");

-- CreateIndex
CREATE INDEX "projects_ownedBy_idx" ON "projects"("ownedBy");

-- CreateIndex
CREATE INDEX "projects_createdAt_idx" ON "projects"("createdAt");

-- CreateIndex
CREATE INDEX "project_comments_projectId_createdAt_idx" ON "project_comments"("projectId", "createdAt");

-- CreateIndex
CREATE INDEX "project_tasks_projectId_createdAt_idx" ON "project_tasks"("projectId", "createdAt");

-- CreateIndex
CREATE INDEX "project_tasks_assignedTo_idx" ON "project_tasks"("assignedTo");

-- CreateIndex
CREATE INDEX "audit_log_createdAt_idx" ON "audit_log"("createdAt");

-- CreateIndex
CREATE INDEX "audit_log_entityType_entityId_idx" ON "audit_log"("entityType", "entityId");

-- CreateIndex
CREATE INDEX "audit_log_userId_createdAt_idx" ON "audit_log"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "service_hours_userId_serviceDate_idx" ON "service_hours"("userId", "serviceDate");

-- CreateIndex
CREATE INDEX "service_hours_status_createdAt_idx" ON "service_hours"("status", "createdAt");

-- CreateIndex
CREATE INDEX "education_credits_userId_completionDate_idx" ON "education_credits"("userId", "completionDate");

-- CreateIndex
CREATE INDEX "education_credits_status_createdAt_idx" ON "education_credits"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "documents_userId_documentType_key" ON "documents"("userId", "documentType");

-- CreateIndex
CREATE INDEX "courses_isActive_idx" ON "courses"("isActive");

-- CreateIndex
CREATE INDEX "course_assignments_userId_idx" ON "course_assignments"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "course_assignments_courseId_userId_key" ON "course_assignments"("courseId", "userId");

-- CreateIndex
CREATE INDEX "course_completions_status_createdAt_idx" ON "course_completions"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "course_completions_assignmentId_userId_key" ON "course_completions"("assignmentId", "userId");

-- CreateIndex
CREATE INDEX "template_documents_category_idx" ON "template_documents"("category");

-- CreateIndex
CREATE INDEX "investor_template_versions_investorId_idx" ON "investor_template_versions"("investorId");

-- CreateIndex
CREATE INDEX "investor_template_versions_status_idx" ON "investor_template_versions"("status");

-- CreateIndex
CREATE UNIQUE INDEX "investor_template_versions_templateId_investorId_key" ON "investor_template_versions"("templateId", "investorId");

-- CreateIndex
CREATE INDEX "redline_threads_versionId_createdAt_idx" ON "redline_threads"("versionId", "createdAt");

-- CreateIndex
CREATE INDEX "redline_replies_threadId_createdAt_idx" ON "redline_replies"("threadId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "msas_versionId_key" ON "msas"("versionId");

-- CreateIndex
CREATE INDEX "msas_investorId_idx" ON "msas"("investorId");

-- CreateIndex
CREATE UNIQUE INDEX "share_links_token_key" ON "share_links"("token");

-- CreateIndex
CREATE INDEX "share_links_msaId_idx" ON "share_links"("msaId");

-- CreateIndex
CREATE INDEX "notifications_userId_readAt_createdAt_idx" ON "notifications"("userId", "readAt", "createdAt");

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_reservedBy_fkey" FOREIGN KEY ("reservedBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_approvedBy_fkey" FOREIGN KEY ("approvedBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_ownedBy_fkey" FOREIGN KEY ("ownedBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_comments" ADD CONSTRAINT "project_comments_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_comments" ADD CONSTRAINT "project_comments_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_assignedTo_fkey" FOREIGN KEY ("assignedTo") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_hours" ADD CONSTRAINT "service_hours_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_hours" ADD CONSTRAINT "service_hours_approvedBy_fkey" FOREIGN KEY ("approvedBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_hours" ADD CONSTRAINT "service_hours_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "projects"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "education_credits" ADD CONSTRAINT "education_credits_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "education_credits" ADD CONSTRAINT "education_credits_approvedBy_fkey" FOREIGN KEY ("approvedBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "projects"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "courses" ADD CONSTRAINT "courses_createdBy_fkey" FOREIGN KEY ("createdBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_assignments" ADD CONSTRAINT "course_assignments_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_assignments" ADD CONSTRAINT "course_assignments_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_assignments" ADD CONSTRAINT "course_assignments_assignedBy_fkey" FOREIGN KEY ("assignedBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_completions" ADD CONSTRAINT "course_completions_assignmentId_fkey" FOREIGN KEY ("assignmentId") REFERENCES "course_assignments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_completions" ADD CONSTRAINT "course_completions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_completions" ADD CONSTRAINT "course_completions_approvedBy_fkey" FOREIGN KEY ("approvedBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_completions" ADD CONSTRAINT "course_completions_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "template_documents" ADD CONSTRAINT "template_documents_createdBy_fkey" FOREIGN KEY ("createdBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "investor_template_versions" ADD CONSTRAINT "investor_template_versions_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "template_documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "investor_template_versions" ADD CONSTRAINT "investor_template_versions_investorId_fkey" FOREIGN KEY ("investorId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "investor_template_versions" ADD CONSTRAINT "investor_template_versions_approvedBy_fkey" FOREIGN KEY ("approvedBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "redline_threads" ADD CONSTRAINT "redline_threads_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "investor_template_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "redline_threads" ADD CONSTRAINT "redline_threads_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "redline_threads" ADD CONSTRAINT "redline_threads_resolvedBy_fkey" FOREIGN KEY ("resolvedBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "redline_threads" ADD CONSTRAINT "redline_threads_parentThreadId_fkey" FOREIGN KEY ("parentThreadId") REFERENCES "redline_threads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "redline_replies" ADD CONSTRAINT "redline_replies_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "redline_threads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "redline_replies" ADD CONSTRAINT "redline_replies_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "msas" ADD CONSTRAINT "msas_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "investor_template_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "msas" ADD CONSTRAINT "msas_investorId_fkey" FOREIGN KEY ("investorId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "msas" ADD CONSTRAINT "msas_finalizedBy_fkey" FOREIGN KEY ("finalizedBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "msas" ADD CONSTRAINT "msas_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "template_documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_msaId_fkey" FOREIGN KEY ("msaId") REFERENCES "msas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_createdBy_fkey" FOREIGN KEY ("createdBy") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "investor_template_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

