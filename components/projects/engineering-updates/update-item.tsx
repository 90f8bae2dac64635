"use client";
import { format } from "date-fns";
import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Button } from "@/components/ui/button";
import type { EngineeringUpdate } from "@/components/projects/project-dialog/project-api";

type Props = { update: EngineeringUpdate; mine: boolean; deleting: boolean; onDelete: () => void };

/** One update: author, time ('MMM d, yyyy at h:mm a', spec 1 §9), text; Delete only on the caller's own. */
export function UpdateItem({ update, mine, deleting, onDelete }: Props) {
  return (
    <li className="space-y-1.5 rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 text-sm">
          <span className="font-medium text-slate-900">{update.authorUsername}</span>
          <span className="block text-xs text-slate-500 sm:ml-2 sm:inline">
            <time dateTime={update.createdAt}>{format(new Date(update.createdAt), "MMM d, yyyy 'at' h:mm a")}</time>
          </span>
        </p>
        {mine && (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="ghost" disabled={deleting} aria-label="Delete update" className="-my-1 text-red-700 hover:bg-red-50 hover:text-red-800">
                <Trash2 aria-hidden />
              </Button>
            }
            title="Delete this update?"
            description="Are you sure you want to delete this comment?"
            confirm="Delete"
            onConfirm={onDelete}
          />
        )}
      </div>
      <p className="whitespace-pre-line wrap-anywhere text-sm text-slate-700">{update.content}</p>
    </li>
  );
}
