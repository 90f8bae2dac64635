import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { getOwnLegalProfile } from "@/lib/legal-profile/service";
import { LegalProfileForm } from "@/components/legal-profile/legal-profile-form";
import { legalProfileWireSchema } from "@/lib/api/registry/legal-profile";
import { asWire } from "@/lib/wire";
import { PageSection } from "@/components/shared/page-section";

export const metadata: Metadata = { title: "Legal Profile" };

/** Only back to one of the portal's own agreements: a `returnTo` elsewhere would make this page an open redirect. */
const agreementPath = (value: string | undefined) => (value && /^\/msa\/[\w-]{1,100}$/.test(value) ? value : null);

// The investor's legal profile (issue 19 §2): the name and address their agreements name them by, needed
// before they sign. The MSA's signing screen links here with `?returnTo=` its own path.
export default async function LegalProfilePage({ searchParams }: { searchParams: Promise<{ returnTo?: string }> }) {
  const user = await requireUser();
  if (!can(user, "legal-profile.manage")) redirect("/dashboard");
  const view = asWire(legalProfileWireSchema, await getOwnLegalProfile(user));
  const { returnTo } = await searchParams;
  return (
    <PageSection
      id="legal-profile-title"
      title="Legal Profile"
      narrow
      description="Your agreements name you by these details: the parties, the signature block and the files. Fill them in before you sign; an agreement you have already signed keeps the details it was signed with."
    >
      <LegalProfileForm view={view} returnTo={agreementPath(typeof returnTo === "string" ? returnTo : undefined)} />
    </PageSection>
  );
}
