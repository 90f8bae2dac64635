import type { Metadata } from "next";
import { requirePermission } from "@/lib/auth/current-user";
import { toAppError } from "@/lib/errors";
import { redirect } from "next/navigation";
import { getApprovedRecord, getMsa } from "@/lib/agreements/msa/queries";
import { FinalizationWizard } from "@/components/agreements/finalize/finalization-wizard";
import type { ApprovedRecord } from "@/components/agreements/msa/wire-types";
import { approvedRecordSchema } from "@/lib/api/registry/msa";
import { asWire } from "@/lib/wire";
import { TemplateNotReady } from "@/components/agreements/dead-ends";

export const metadata: Metadata = { title: "Finalize MSA" };

/** The MSA finalization wizard for one approved template version (the legal team's), with its approved record. */
export default async function FinalizePage({ params }: { params: Promise<{ versionId: string }> }) {
  const user = await requirePermission("msa.finalize");
  const { versionId } = await params;
  let record: ApprovedRecord;
  try {
    record = asWire(approvedRecordSchema, await getApprovedRecord(user, versionId));
  } catch (err) {
    // No such version, or one that is not approved (any more): spec 2's Template Not Ready. Else error.tsx.
    const status = toAppError(err)?.status;
    // Finalized already (Back from the MSA it made, an old bookmark): that MSA is what this page became.
    const msa = status === 409 ? await getMsa(user, versionId).catch(() => null) : null;
    if (msa) redirect(`/msa/${encodeURIComponent(msa.id)}`);
    if (status === 404 || status === 409) return <TemplateNotReady backHref="/negotiations" />;
    throw err;
  }
  return <FinalizationWizard key={record.id} record={record} />;
}
