"use client";
import { useState } from "react";
import Link from "next/link";
import { Bell, FileCheck2, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { allowedMoves } from "@/lib/agreements/versions/policy";
import { NOTIFY_MESSAGE, ORDERED_VERSION_STATUSES, type VersionStatus } from "@/lib/agreements/statuses";
import { statusLabel } from "@/components/agreements/status-badge";
import { useChangeStatus, useNotify } from "@/components/agreements/use-agreement-changes";
import { StatusNoteDialog } from "@/components/agreements/workspace/status-note-dialog";
import type { VersionDetail } from "@/components/agreements/types";

const position = (s: VersionStatus) => (ORDERED_VERSION_STATUSES as readonly string[]).indexOf(s);

function moveLabel(from: VersionStatus, to: VersionStatus): string {
  if (to === "approved") return "Approve";
  if (to === "rejected") return "Reject";
  return position(to) < position(from) ? `Back to ${statusLabel(to)}` : `Move to ${statusLabel(to)}`;
}

/**
 * The Negotiation Tracker's controls for one version (spec 2 §4): exactly the moves the server's policy
 * allows now (approve and reject through their note dialogs), Notify with the fixed message (§9), Finalize
 * MSA on an approved MSA-category version (for an MSA, approved → finalized has no other way) and its MSA
 * once finalized; other templates are marked finalized as an ordinary move.
 */
export function VersionActions({ version }: { version: VersionDetail }) {
  const change = useChangeStatus();
  const notify = useNotify();
  const [dialog, setDialog] = useState<"approved" | "rejected" | null>(null);
  // Mark as In Review lives in the workspace menu.
  const moves = allowedMoves(version.status, "legal", version.template.category).filter((to) => !(version.status === "assigned" && to === "reviewing"));
  return (
    <>
      {version.status === "approved" && version.template.category === "msa" && (
        <Link className={buttonVariants()} href={`/negotiations/${encodeURIComponent(version.id)}/finalize`}>
          <ShieldCheck aria-hidden />
          Finalize MSA
        </Link>
      )}
      {version.status === "finalized" && version.msaId && (
        <Link className={buttonVariants()} href={`/msa/${encodeURIComponent(version.msaId)}`}>
          <FileCheck2 aria-hidden />
          View MSA
        </Link>
      )}
      {moves.map((to) => (
        <Button
          key={to}
          variant={to === "rejected" ? "destructive" : to === "approved" ? "default" : "outline"}
          disabled={change.busy}
          onClick={() => (to === "approved" || to === "rejected" ? setDialog(to) : void change.run({ versionId: version.id, status: to, expectedStatus: version.status }))}
        >
          {moveLabel(version.status, to)}
        </Button>
      ))}
      <Button variant="outline" disabled={notify.busy} onClick={() => void notify.run({ versionId: version.id, message: NOTIFY_MESSAGE })}>
        <Bell aria-hidden />
        {notify.busy ? "Sending..." : "Notify Investor"}
      </Button>
      {dialog && <StatusNoteDialog versionId={version.id} from={version.status} status={dialog} templateTitle={version.template.title} open onOpenChange={(o) => !o && setDialog(null)} />}
    </>
  );
}
