-- Issue 31: verified email addresses, single-use account links, the mail log, and the outbox's back-off.
-- AlterTable
ALTER TABLE "users" ADD COLUMN     "email" VARCHAR(254),
ADD COLUMN     "emailVerifiedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "outbox" ADD COLUMN     "notBefore" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "account_tokens" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "userId" TEXT NOT NULL,
    "purpose" VARCHAR(20) NOT NULL,
    "tokenHash" VARCHAR(64) NOT NULL,
    "email" VARCHAR(254),
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mail_messages" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "outboxId" TEXT NOT NULL,
    "userId" TEXT,
    "recipient" VARCHAR(254) NOT NULL,
    "subject" VARCHAR(300) NOT NULL,
    "category" VARCHAR(40) NOT NULL,
    "state" VARCHAR(10) NOT NULL DEFAULT 'queued',
    "error" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMPTZ(3),

    CONSTRAINT "mail_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "users_email_idx" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "account_tokens_tokenHash_key" ON "account_tokens"("tokenHash");

-- CreateIndex
CREATE INDEX "account_tokens_userId_purpose_createdAt_idx" ON "account_tokens"("userId", "purpose", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "mail_messages_outboxId_key" ON "mail_messages"("outboxId");

-- CreateIndex
CREATE INDEX "mail_messages_createdAt_idx" ON "mail_messages"("createdAt");

-- AddForeignKey
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
