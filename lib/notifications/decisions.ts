import "server-only";
// Issue 19 §3: an employee's decision on what an investor handed in (service hours, education credits,
// deal-room documents, course completions) reaches the investor's bell, with the reason of a rejection,
// as agreement events already do. Each feature's review service makes one call after its write, inside its
// transaction (its notify-review.ts); the notification is an outbox effect, written once the decision has
// committed. This file holds what their messages share.

export const withReason = (reason: string | null | undefined) => (reason ? ` Reason: ${reason}` : "");
export const day = (d: Date) => d.toISOString().slice(0, 10);
