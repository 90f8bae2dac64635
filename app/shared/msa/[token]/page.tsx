import type { Metadata } from "next";
import { env } from "@/lib/env";
import { toAppError } from "@/lib/errors";
import { currentRequest } from "@/lib/current-request";
import { viewSharedMsa, visitorOf } from "@/lib/agreements/msa/share";
import { ShareLinkGone, SharedMsa } from "@/components/agreements/msa/shared-msa";
import type { SharedMsa as SharedMsaData } from "@/components/agreements/msa/wire-types";
import { sharedMsaSchema } from "@/lib/api/registry/msa";
import { asWire } from "@/lib/wire";

// A shared agreement is private to whoever holds the link: never indexed (and, rendered per request, never cached).
export const metadata: Metadata = { title: "Shared agreement", robots: { index: false, follow: false } };

/**
 * The public share page: no sign-in, the token is the credential. Each rendering is recorded as a view, as
 * the API's read is, except for a HEAD (a link checker's or a preview's probe), which reads without counting.
 */
export default async function SharedMsaPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const req = await currentRequest();
  let shared: SharedMsaData;
  try {
    shared = asWire(sharedMsaSchema, await viewSharedMsa(token, visitorOf(req)));
  } catch (err) {
    // Expired, revoked and unknown links look the same.
    if (toAppError(err)?.status === 404) return <ShareLinkGone />;
    throw err;
  }
  return <SharedMsa token={token} shared={shared} companyName={env.branding.companyName} />;
}
