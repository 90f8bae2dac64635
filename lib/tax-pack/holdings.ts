// When an investor held each project (issue 22 §4.2), read from the reservation history in the audit
// trail rather than from the project row, which keeps only the latest holder: a hold begins with an
// approval of the investor's reservation and ends with the first later event that moves the reservation
// (a release, a rejection, a new holder: any change of `reservedBy` or `reservationStatus`) or deletes
// the project. Pure, so the rule is unit-tested without a database.

/** The audit rows this reads (lib/tax-pack/content.ts selects them), oldest first. */
export type HoldingEvent = {
  entityId: string;
  event: string;
  fieldChanges: string[];
  newValues: Record<string, unknown> | null;
  createdAt: Date;
};

export type HoldingPeriod = { from: Date; to: Date | null };

const ENDS_A_HOLD = ["reservedBy", "reservationStatus"];

const endsHold = (e: HoldingEvent) => e.event === "project.deleted" || (e.event.startsWith("reservation.") && e.fieldChanges.some((f) => ENDS_A_HOLD.includes(f)));

/**
 * The periods `investorId` held each project, by project id. An approval names its holder as the new
 * `ownedBy`; the audit row keeps changed fields only, so an approval of the project's earlier owner
 * (whose `ownedBy` did not change) takes the holder of the approval before it.
 */
export function holdingPeriods(events: readonly HoldingEvent[], investorId: string): Map<string, HoldingPeriod[]> {
  const byProject = new Map<string, HoldingEvent[]>();
  for (const e of events) byProject.set(e.entityId, [...(byProject.get(e.entityId) ?? []), e]);
  const held = new Map<string, HoldingPeriod[]>();
  for (const [projectId, list] of byProject) {
    let owner: unknown = null;
    const periods: HoldingPeriod[] = [];
    list.forEach((e, i) => {
      if (e.event !== "reservation.approved") return;
      if (e.fieldChanges.includes("ownedBy")) owner = e.newValues?.ownedBy ?? null;
      if (owner !== investorId) return;
      // Rows of one transaction share their time; a hold ends only with a later one.
      const end = list.slice(i + 1).find((later) => later.createdAt > e.createdAt && endsHold(later));
      periods.push({ from: e.createdAt, to: end?.createdAt ?? null });
    });
    if (periods.length > 0) held.set(projectId, periods);
  }
  return held;
}

/** The periods that overlap [from, to): a hold counts for a year if it lasted any moment of it. */
export function periodsWithin(periods: readonly HoldingPeriod[], from: Date, to: Date): HoldingPeriod[] {
  return periods.filter((p) => p.from < to && (p.to === null || p.to > from));
}
