-- Issue 30 §5: an idempotent request's answer is written in the transaction of its change. `committedAt`
-- is set there too; a claim with it and no answer is a change that stands without its answer (the request
-- committed early, then died), which a repeat must not run again.
ALTER TABLE "idempotency_keys" ADD COLUMN     "committedAt" TIMESTAMPTZ(3);
