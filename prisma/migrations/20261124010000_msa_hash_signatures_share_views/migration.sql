-- Issue 13 (the MSA): the content hash recorded at finalization, share links keyed by the SHA-256 of
-- their token (the token itself is never stored), and one row per view of a share link.

-- AlterTable: any MSA already stored gets the hash of its own text.
ALTER TABLE "msas" ADD COLUMN "contentHash" VARCHAR(64) NOT NULL DEFAULT '';
UPDATE "msas" SET "contentHash" = encode(sha256(convert_to("finalizedContent", 'UTF8')), 'hex');
ALTER TABLE "msas" ALTER COLUMN "contentHash" DROP DEFAULT;

-- Share links made before this point carried a plain token: they cannot be keyed by a hash, so they end.
DELETE FROM "share_links";
DROP INDEX "share_links_token_key";
ALTER TABLE "share_links" DROP COLUMN "token",
ADD COLUMN "tokenHash" VARCHAR(64) NOT NULL;
CREATE UNIQUE INDEX "share_links_tokenHash_key" ON "share_links"("tokenHash");

-- CreateTable
CREATE TABLE "share_link_views" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "shareLinkId" TEXT NOT NULL,
    "kind" VARCHAR(10) NOT NULL DEFAULT 'view',
    "address" VARCHAR(64),
    "userAgent" VARCHAR(300),
    "viewedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "share_link_views_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "share_link_views_shareLinkId_viewedAt_idx" ON "share_link_views"("shareLinkId", "viewedAt");

-- AddForeignKey
ALTER TABLE "share_link_views" ADD CONSTRAINT "share_link_views_shareLinkId_fkey" FOREIGN KEY ("shareLinkId") REFERENCES "share_links"("id") ON DELETE CASCADE ON UPDATE CASCADE;
