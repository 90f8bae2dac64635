"use client";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/client/cn";
import { relativeTime } from "@/lib/client/relative-time";
import type { Thread } from "@/components/agreements/types";
import { ReplyForm } from "@/components/agreements/workspace/reply-form";
import { ThreadStatusSelect } from "@/components/agreements/workspace/thread-status-select";
import { THREAD_STATUS_LABELS, THREAD_TYPE_LABELS } from "@/components/agreements/workspace/thread-labels";

const side = (role: "investor" | "employee") => (role === "employee" ? "Legal team" : "Investor");

type Props = { thread: Thread; active: boolean; locked: boolean; onPick: () => void };

/** One redline: what was selected, the comment and suggestion, the replies, and (while open) a reply form. */
export function ThreadCard({ thread, active, locked, onPick }: Props) {
  return (
    <li
      id={`thread-${thread.id}`}
      aria-label={`Comment by ${thread.author.username}`}
      className={cn("grid min-w-0 gap-3 rounded-lg border bg-white p-3 text-sm", active ? "border-amber-500 ring-1 ring-amber-400" : "border-slate-200")}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={thread.threadType === "change_request" ? "warning" : "secondary"}>{THREAD_TYPE_LABELS[thread.threadType]}</Badge>
          {locked && <Badge variant="outline">{THREAD_STATUS_LABELS[thread.status]}</Badge>}
        </div>
        {!locked && <ThreadStatusSelect threadId={thread.id} status={thread.status} disabled={locked} />}
      </div>
      <button type="button" onClick={onPick} className="rounded-md border-l-4 border-amber-400 bg-amber-50 px-2 py-1 text-left font-serif text-slate-800 hover:bg-amber-100">
        <span className="sr-only">Show in text: </span>
        <span className="line-clamp-3 whitespace-pre-wrap wrap-anywhere">{thread.selectedText}</span>
      </button>
      <div>
        <p className="text-xs text-slate-600">
          {thread.author.username} ({side(thread.authorRole)}) · {relativeTime(thread.createdAt)}
        </p>
        <p className="mt-1 whitespace-pre-wrap wrap-anywhere text-slate-900">{thread.comment}</p>
        {thread.suggestions && (
          <p className="mt-2 rounded-md bg-emerald-50 px-2 py-1 whitespace-pre-wrap wrap-anywhere text-emerald-900">
            <span className="font-medium">Suggested: </span>
            {thread.suggestions}
          </p>
        )}
      </div>
      {thread.replies.length > 0 && (
        <ol className="grid gap-2 border-l-2 border-slate-200 pl-3" aria-label="Replies">
          {thread.replies.map((r) => (
            <li key={r.id}>
              <p className="text-xs text-slate-600">
                {r.author.username} ({side(r.authorRole)}) · {relativeTime(r.createdAt)}
              </p>
              <p className="whitespace-pre-wrap wrap-anywhere text-slate-900">{r.text}</p>
            </li>
          ))}
        </ol>
      )}
      {!locked && <ReplyForm threadId={thread.id} />}
    </li>
  );
}
