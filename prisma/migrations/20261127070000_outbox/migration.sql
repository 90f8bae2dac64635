-- CreateTable
CREATE TABLE "outbox" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "effect" VARCHAR(60) NOT NULL,
    "payload" JSONB NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "doneAt" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "outbox_doneAt_createdAt_idx" ON "outbox"("doneAt", "createdAt");
