-- Issue 22 §3: the inputs of the §30C estimate on each project (null: not recorded).
ALTER TABLE "projects" ADD COLUMN "placedInServiceDate" DATE,
ADD COLUMN "censusTract" CHAR(11),
ADD COLUMN "tractEligible" BOOLEAN,
ADD COLUMN "tractEligibilitySource" VARCHAR(500),
ADD COLUMN "prevailingWageMet" BOOLEAN;
