import type { Metadata } from "next";
import { requirePermission } from "@/lib/auth/current-user";
import { FinalizationWizard } from "@/components/agreements/finalize/finalization-wizard";

export const metadata: Metadata = { title: "Finalize MSA" };

/** The MSA finalization wizard for one approved template version (the legal team's). */
export default async function FinalizePage({ params }: { params: Promise<{ versionId: string }> }) {
  await requirePermission("msa.finalize");
  const { versionId } = await params;
  return <FinalizationWizard versionId={versionId} />;
}
