import { Suspense } from "react";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { TemplateReviewScreen } from "@/components/agreements/review/template-review-screen";

export const metadata: Metadata = { title: "Template Review & Agreement Process" };

/** The investor's agreement review; the legal team works from the Negotiation Tracker instead. */
export default async function TemplatesPage() {
  const user = await requireUser();
  if (!can(user, "templates.review")) redirect(can(user, "templates.negotiate") ? "/negotiations" : "/dashboard");
  return (
    <Suspense>
      <TemplateReviewScreen />
    </Suspense>
  );
}
