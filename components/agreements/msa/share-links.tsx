"use client";
import { useState } from "react";
import { Link2Off } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAction } from "@/components/ui/use-action";
import { longDateTime } from "@/components/agreements/format";
import type { ShareLink } from "@/components/agreements/msa/wire-types";
import { revokeShareLinkAction } from "@/actions/msa/revoke-share-link";

/** Who made a link, for an investor, when an employee did: their accounts stay internal. */
const PORTAL_STAFF = "Portal staff";

type LinkState = "Active" | "Expired" | "Revoked";

export function linkState(link: ShareLink, now: Date = new Date()): LinkState {
  if (link.revokedAt) return "Revoked";
  return new Date(link.expiresAt).getTime() <= now.getTime() ? "Expired" : "Active";
}

const STATE_LOOK = { Active: "default", Expired: "secondary", Revoked: "destructive" } as const;

/** The MSA's share links: who made each, until when, how often it was opened; revoke the live ones. */
export function ShareLinks({ msaId, links }: { msaId: string; links: ShareLink[] }) {
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  return (
    <section aria-labelledby="msa-share-links" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="msa-share-links" className="text-sm font-semibold text-slate-900">
        Share links
      </h2>
      {links.length === 0 ? (
        <p className="text-sm text-slate-600">No share links yet.</p>
      ) : (
        <ul className="grid gap-2">
          {links.map((link) => {
            const state = linkState(link);
            return (
              <li key={link.id} aria-label={`Share link created ${longDateTime(link.createdAt)}`} className="grid gap-1 rounded-md border border-slate-200 p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Badge variant={STATE_LOOK[state]}>{state}</Badge>
                  {state === "Active" && (
                    <Button size="sm" variant="outline" onClick={() => setRevoking(link)}>
                      <Link2Off aria-hidden />
                      Revoke
                    </Button>
                  )}
                </div>
                <p className="text-slate-700">
                  {state === "Revoked" ? `Revoked ${longDateTime(link.revokedAt)}` : `${state === "Expired" ? "Expired" : "Expires"} ${longDateTime(link.expiresAt)}`} ·{" "}
                  {link.allowDownload ? "download allowed" : "view only"}
                </p>
                <p className="text-xs text-slate-600">
                  Created {longDateTime(link.createdAt)} by {link.createdBy?.username ?? PORTAL_STAFF} · {link.viewCount === 1 ? "1 view" : `${link.viewCount} views`}
                  {link.lastViewedAt ? `, last ${longDateTime(link.lastViewedAt)}` : ""}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <RevokeDialog msaId={msaId} link={revoking} onDone={() => setRevoking(null)} />
    </section>
  );
}

function RevokeDialog({ msaId, link, onDone }: { msaId: string; link: ShareLink | null; onDone: () => void }) {
  // After a success the page re-renders with the link marked revoked (the action's refresh).
  const { run, busy } = useAction(revokeShareLinkAction, {
    failure: "Error",
    fallback: "Failed to revoke share link",
    onSuccess: () => {
      toast({ title: "Share Link Revoked", description: "The link no longer opens the agreement.", variant: "success" });
      onDone();
    },
  });
  const confirm = () => link && run({ id: msaId, linkId: link.id });
  return (
    <ConfirmDialog
      open={!!link}
      onClose={onDone}
      title="Revoke this link?"
      description="Whoever has the link can no longer open the agreement. This cannot be undone; you can make a new link."
      confirm="Revoke Link"
      pending={{ busy, label: "Revoking..." }}
      onConfirm={() => void confirm()}
    />
  );
}
