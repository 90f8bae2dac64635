-- Issue 32 §4: when the session's user last proved who they are (sign-in, or re-auth), for step-up.
-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "checkedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
