-- Upload URLs of every feature are tracked in one table (lib/storage/pending-uploads.ts); the deal room's
-- own table goes. Its rows carry over (the document type as the context) so the sweep still finds their files.

-- CreateTable
CREATE TABLE "pending_uploads" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "userId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "context" VARCHAR(64),
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "receivedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pending_uploads_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "pending_uploads_key_key" ON "pending_uploads"("key");

-- CreateIndex
CREATE INDEX "pending_uploads_userId_idx" ON "pending_uploads"("userId");

-- CreateIndex
CREATE INDEX "pending_uploads_expiresAt_idx" ON "pending_uploads"("expiresAt");

-- AddForeignKey
ALTER TABLE "pending_uploads" ADD CONSTRAINT "pending_uploads_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Carry over the deal room's waiting uploads (their URLs were valid for 10 minutes).
INSERT INTO "pending_uploads" ("userId", "key", "context", "expiresAt", "receivedAt", "createdAt")
SELECT "userId", "filePath", "documentType"::text, "createdAt" + interval '10 minutes', "createdAt", "createdAt" FROM "document_uploads";

-- DropTable
DROP TABLE "document_uploads";
