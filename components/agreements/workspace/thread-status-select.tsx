"use client";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { THREAD_STATUSES, type ThreadStatus } from "@/lib/agreements/statuses";
import { useThreadStatus } from "@/components/agreements/use-agreement-changes";
import { THREAD_STATUS_LABELS } from "@/components/agreements/workspace/thread-labels";

export function ThreadStatusSelect({ threadId, status, disabled }: { threadId: string; status: ThreadStatus; disabled: boolean }) {
  const change = useThreadStatus();
  return (
    <Select value={status} disabled={disabled || change.busy} onValueChange={(next) => void change.run({ threadId, status: next as ThreadStatus, expectedStatus: status })}>
      <SelectTrigger aria-label="Thread status" className="h-8 w-[8.5rem] text-xs">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {THREAD_STATUSES.map((s) => (
          <SelectItem key={s} value={s}>
            {THREAD_STATUS_LABELS[s]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
