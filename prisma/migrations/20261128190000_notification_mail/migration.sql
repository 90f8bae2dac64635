-- Issue 31 §3: notification mail preferences per category, and one daily digest per user and day; §4: a
-- mail is sent with its outbox row leased rather than locked.
-- AlterTable
ALTER TABLE "outbox" ADD COLUMN     "leaseUntil" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "notification_preferences" (
    "userId" TEXT NOT NULL,
    "category" VARCHAR(20) NOT NULL,
    "mode" VARCHAR(12) NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notification_preferences_pkey" PRIMARY KEY ("userId","category")
);

-- CreateTable
CREATE TABLE "notification_digests" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "userId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "items" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notification_digests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "notification_preferences_mode_idx" ON "notification_preferences"("mode");

-- CreateIndex
CREATE UNIQUE INDEX "notification_digests_userId_day_key" ON "notification_digests"("userId", "day");

-- AddForeignKey
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
