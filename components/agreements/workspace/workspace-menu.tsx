"use client";
import { useState } from "react";
import { ChevronDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { allowedMoves, type Side } from "@/lib/agreements/versions/policy";
import { useChangeStatus } from "@/components/agreements/use-agreement-changes";
import { StatusNoteDialog } from "@/components/agreements/workspace/status-note-dialog";
import type { VersionDetail } from "@/components/agreements/types";

/**
 * Spec 2 §4's workspace menu: Mark as In Review and (for the legal team) Approve Template, each enabled
 * only when the server would take that move now.
 */
export function WorkspaceMenu({ version, side }: { version: VersionDetail; side: Side }) {
  const change = useChangeStatus();
  const [approving, setApproving] = useState(false);
  const moves = allowedMoves(version.status, side, version.template.category);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" disabled={change.busy}>
            Review actions
            <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem disabled={!moves.includes("reviewing")} onSelect={() => void change.run({ versionId: version.id, status: "reviewing", expectedStatus: version.status })}>
            Mark as In Review
          </DropdownMenuItem>
          {side === "legal" && (
            <DropdownMenuItem disabled={!moves.includes("approved")} onSelect={() => setApproving(true)}>
              Approve Template
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {side === "legal" && <StatusNoteDialog versionId={version.id} from={version.status} status="approved" templateTitle={version.template.title} open={approving} onOpenChange={setApproving} />}
    </>
  );
}
