-- Issue 19 §2: the investor's legal profile (lib/legal-profile).
-- CreateEnum
CREATE TYPE "LegalProfileKind" AS ENUM ('individual', 'entity');

-- CreateTable
CREATE TABLE "legal_profiles" (
    "userId" TEXT NOT NULL,
    "kind" "LegalProfileKind" NOT NULL,
    "legalName" VARCHAR(200) NOT NULL,
    "signatoryName" VARCHAR(200),
    "signatoryTitle" VARCHAR(120),
    "addressLine1" VARCHAR(200) NOT NULL,
    "addressLine2" VARCHAR(200),
    "city" VARCHAR(120) NOT NULL,
    "region" VARCHAR(120),
    "postalCode" VARCHAR(40) NOT NULL,
    "country" VARCHAR(120) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "legal_profiles_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "legal_profiles" ADD CONSTRAINT "legal_profiles_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
