// A project's stays in each stage, from its audit trail (issue 21 §4). Pure: the audit rows are read by
// lib/pipeline/queries.ts.
import type { Stage } from "@/lib/projects/schemas";
import { wholeDaysSince } from "@/lib/pipeline/idle";

/** An audited stage change (from → to), or the project's creation (from null). */
export type StageEvent = { at: Date | string; from: Stage | null; to: Stage };
export type StageStay = { stage: Stage; enteredAt: string; leftAt: string | null; days: number };

/**
 * The stays, oldest first; the last one is the current stage, still open. A project older than its
 * audit trail (no creation row) starts at its creation in the stage its first change left.
 */
export function stageHistory(project: { createdAt: Date | string; stage: Stage }, events: readonly StageEvent[], now: Date): StageStay[] {
  const sorted = [...events].sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
  const changes = sorted.filter((e) => e.from !== null && e.from !== e.to);
  const created = sorted.find((e) => e.from === null);
  let stage: Stage = created?.to ?? changes[0]?.from ?? project.stage;
  let enteredAt = new Date(created?.at ?? project.createdAt);
  const stays: StageStay[] = [];
  for (const change of changes) {
    const at = new Date(change.at);
    stays.push({ stage, enteredAt: enteredAt.toISOString(), leftAt: at.toISOString(), days: wholeDaysSince(enteredAt, at) });
    stage = change.to;
    enteredAt = at;
  }
  stays.push({ stage, enteredAt: enteredAt.toISOString(), leftAt: null, days: wholeDaysSince(enteredAt, now) });
  return stays;
}
