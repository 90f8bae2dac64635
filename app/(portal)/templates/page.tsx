import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { z } from "zod";
import { requireUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { templateSummarySchema, versionSummarySchema } from "@/lib/api/registry/agreements";
import { asWire } from "@/lib/wire";
import { listTemplates } from "@/lib/agreements/templates/queries";
import { listVersions } from "@/lib/agreements/versions/queries";
import { getWorkspace } from "@/app/(portal)/_views/version-workspace";
import { TemplateReviewScreen } from "@/components/agreements/review/template-review-screen";
import { ReviewWorkspace } from "@/components/agreements/workspace/review-workspace";
import { DocumentNotFound } from "@/components/agreements/workspace/document-not-found";

export const metadata: Metadata = { title: "Template Review & Agreement Process" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The investor's agreement review, read on the server: the overview, or with ?template= the review
 * workspace of their version of that template. The legal team works from the Negotiation Tracker instead.
 */
export default async function TemplatesPage({ searchParams }: Props) {
  const user = await requireUser();
  if (!can(user, "templates.review")) redirect(can(user, "templates.negotiate") ? "/negotiations" : "/dashboard");
  const { template } = await searchParams;

  if (typeof template === "string" && template) {
    const workspace = await getWorkspace(user, template, undefined);
    if (!workspace) return <DocumentNotFound backHref="/templates" />;
    return <ReviewWorkspace key={template} {...workspace} side="investor" backHref="/templates" />;
  }

  const [templates, versions] = await Promise.all([listTemplates(user), listVersions(user, undefined)]);
  return (
    <TemplateReviewScreen
      investorId={user.id}
      templates={asWire(z.array(templateSummarySchema), templates)}
      versions={asWire(z.array(versionSummarySchema), versions)}
    />
  );
}
