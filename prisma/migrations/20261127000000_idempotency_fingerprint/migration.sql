-- AlterTable
ALTER TABLE "idempotency_keys" ADD COLUMN "fingerprint" VARCHAR(64);
