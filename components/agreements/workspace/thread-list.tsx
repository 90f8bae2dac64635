import { MessageSquare } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import type { Thread } from "@/components/agreements/types";
import { ThreadCard } from "@/components/agreements/workspace/thread-card";

type Props = { threads: Thread[]; activeThreadId: string | null; locked: boolean; onPick: (id: string) => void };

export function ThreadList({ threads, activeThreadId, locked, onPick }: Props) {
  if (threads.length === 0) {
    return <EmptyState icon={MessageSquare} title="No comments yet" description={locked ? "This agreement takes no more comments." : "Select text in the agreement to add a redline."} />;
  }
  return (
    <ol className="grid gap-3" aria-label="Redline comments">
      {threads.map((t) => (
        <ThreadCard key={t.id} thread={t} active={t.id === activeThreadId} locked={locked} onPick={() => onPick(t.id)} />
      ))}
    </ol>
  );
}
