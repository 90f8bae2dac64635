// Idle deals and time in stage (issue 21 §3–4): pure and client-safe, so the board's cards, the SQL
// cut-offs and the tests share one definition. A deal is idle when its last activity is older than its
// stage's limit; the days shown are whole days, rounded down.
import type { SettingValue } from "@/lib/settings/definitions";
import type { Stage } from "@/lib/projects/schemas";

export const DAY_MS = 86_400_000;

/** Idle deals per stage; a stage without a limit has no entry. */
export type IdleCounts = Partial<Record<Stage, number>>;

export type IdleLimits = SettingValue<"pipeline.idleLimits">;
export type IdleLimitKey = keyof IdleLimits;

/** The setting's key for a stage (the setting stores Prisma's enum names: "BestCase"). */
export const idleLimitKey = (stage: Stage): IdleLimitKey => (stage === "Best Case" ? "BestCase" : stage);

export function wholeDaysSince(from: Date | string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(from).getTime()) / DAY_MS));
}

/** Activity before this instant makes a deal of the stage idle; null when the stage has no limit. */
export function idleCutoff(limits: IdleLimits, stage: Stage, now: Date): Date | null {
  const limit = limits[idleLimitKey(stage)];
  return limit === null ? null : new Date(now.getTime() - limit * DAY_MS);
}

/** The days a deal has been idle, or null when it is not (yet) past its stage's limit. */
export function idleDays(limits: IdleLimits, stage: Stage, lastActivityAt: Date | string, now: Date): number | null {
  const cutoff = idleCutoff(limits, stage, now);
  if (cutoff === null || new Date(lastActivityAt).getTime() >= cutoff.getTime()) return null;
  return wholeDaysSince(lastActivityAt, now);
}
