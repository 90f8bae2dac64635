-- A version keeps the exact text (and version number) of the template it was assigned, so redline
-- offsets stay valid whatever later edits the template gets. Existing versions take their template's
-- current text, the best record there is of what they were assigned.
ALTER TABLE "investor_template_versions" ADD COLUMN "content" TEXT,
ADD COLUMN "templateVersion" VARCHAR(20),
ADD COLUMN "statusNote" TEXT;

UPDATE "investor_template_versions" v
SET "content" = t."content", "templateVersion" = t."version"
FROM "template_documents" t
WHERE t."id" = v."templateId";

ALTER TABLE "investor_template_versions" ALTER COLUMN "content" SET NOT NULL,
ALTER COLUMN "templateVersion" SET NOT NULL;
