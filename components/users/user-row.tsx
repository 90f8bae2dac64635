"use client";
import { format } from "date-fns";
import { Ban, Check, KeyRound, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Decision } from "@/components/users/use-user-decision";
import type { ManagedUser } from "@/components/users/user-status";
import { roleLabel } from "@/components/users/role-label";

const STATUS_BADGE = { pending: "warning", approved: "default", denied: "destructive" } as const;

type Props = { user: ManagedUser; busy: boolean; isSelf: boolean; onDecide: (decision: Decision) => void };

/** One account: name, role, registration time (US format), Approve/Deny while pending, Revoke access (and a second-factor reset) once approved. */
export function UserRow({ user, busy, isSelf, onDecide }: Props) {
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium text-slate-900">{user.username}</span>
          <Badge variant="secondary">{roleLabel(user.role)}</Badge>
          <Badge variant={STATUS_BADGE[user.status]} className="capitalize">
            {user.status}
          </Badge>
        </div>
        <p className="text-xs text-slate-500">
          Registered <time dateTime={user.createdAt}>{format(new Date(user.createdAt), "MM/dd/yyyy h:mm a")}</time>
        </p>
      </div>
      {user.status === "pending" && (
        <div className="flex shrink-0 gap-2">
          <Button size="sm" disabled={busy} onClick={() => onDecide("approve")} aria-label={`Approve ${user.username}`}>
            <Check aria-hidden />
            Approve
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onDecide("deny")} aria-label={`Deny ${user.username}`} className="text-red-700 hover:bg-red-50 hover:text-red-800">
            <X aria-hidden />
            Deny
          </Button>
        </div>
      )}
      {user.status === "approved" && !isSelf && (
        <div className="flex shrink-0 flex-wrap gap-2">
          {/* Issue 32 §5: only where there is a factor to reset, and never one's own. */}
          {user.secondFactor && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onDecide("reset")} aria-label={`Reset second factor for ${user.username}`}>
              <KeyRound aria-hidden />
              Reset second factor
            </Button>
          )}
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onDecide("revoke")} aria-label={`Revoke access for ${user.username}`} className="text-red-700 hover:bg-red-50 hover:text-red-800">
            <Ban aria-hidden />
            Revoke access
          </Button>
        </div>
      )}
    </li>
  );
}
