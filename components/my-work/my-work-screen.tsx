import { PartyPopper } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import type { MyWorkSummary } from "@/lib/my-work/summary";
import { TaskList } from "@/components/my-work/task-list";
import { WorkItems } from "@/components/my-work/work-items";

/** "My work" as read on the server: an employee's due tasks and review queues, or what an investor still owes. */
export function MyWorkScreen({ summary }: { summary: MyWorkSummary }) {
  const employee = summary.role === "employee";
  return (
    <section aria-labelledby="my-work-title" className="space-y-6">
      <div className="grid gap-1">
        <h1 id="my-work-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          My work
        </h1>
        <p className="text-sm text-slate-600">
          {employee ? "Your tasks that are due and every review waiting for the team, each with the screen where it is done." : "What the portal still needs from you, each with the screen where you do it."}
        </p>
      </div>
      {employee ? (
        <>
          <TaskList tasks={summary.tasks} count={summary.taskCount} />
          <section aria-labelledby="reviews-waiting" className="space-y-3">
            <h2 id="reviews-waiting" className="text-lg font-semibold text-slate-900">
              Reviews waiting
            </h2>
            <WorkItems items={summary.items} label="Reviews waiting" />
          </section>
        </>
      ) : summary.items.length === 0 ? (
        <EmptyState icon={PartyPopper} title="All done" description="The portal needs nothing more from you right now: documents, hours, agreements and courses are all up to date." />
      ) : (
        <WorkItems items={summary.items} label="Still to do" />
      )}
    </section>
  );
}
