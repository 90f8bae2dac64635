-- Issue 22 §4: every tax pack produced, by the SHA-256 of its PDF.
CREATE TABLE "tax_packs" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "investorId" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "size" INTEGER NOT NULL,
    "generatedBy" TEXT,
    "generatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tax_packs_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "tax_packs_sha256_key" ON "tax_packs"("sha256");

CREATE INDEX "tax_packs_investorId_year_idx" ON "tax_packs"("investorId", "year");
