import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { env } from "@/lib/env";
import { MsaViewer } from "@/components/agreements/msa/msa-viewer";

export const metadata: Metadata = { title: "Master Service Agreement" };

/** The MSA viewer for both roles; who may read which MSA is the API's decision (another investor's is a 404). */
export default async function MsaPage({ params }: { params: Promise<{ id: string }> }) {
  await requireUser();
  const { id } = await params;
  return <MsaViewer key={id} id={id} companyName={env.branding.companyName} />;
}
