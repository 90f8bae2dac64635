// The waitlist's rules, pure (issue 22 §2): who may join, whose turn it is, how a place reads. Client-safe.
import { conflict, notFound } from "@/lib/errors";
import type { ReservationState } from "@/lib/reservations/policy";

export type QueueEntry = { userId: string; seq: number };

/** "1st", "2nd", "3rd", "4th", "11th", "21st", "112th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n}${suffix}`;
}

/** How the investor reads their place: "2nd in line". */
export const placeText = (place: number) => `${ordinal(place)} in line`;

/** The line in order: by insertion, whatever order the rows came in. */
export const inLine = <E extends QueueEntry>(entries: readonly E[]): E[] => [...entries].sort((a, b) => a.seq - b.seq);

/** 1-based place of `userId`, or null when not in line. Places are ranks, so they never have gaps. */
export function placeOf(entries: readonly QueueEntry[], userId: string): number | null {
  const i = inLine(entries).findIndex((e) => e.userId === userId);
  return i < 0 ? null : i + 1;
}

/** Whose turn it is when the project is released: the first in line who is still ready; the others keep their order. */
export function firstReadyInLine<E extends QueueEntry>(entries: readonly E[], isReady: (userId: string) => boolean): E | null {
  return inLine(entries).find((e) => isReady(e.userId)) ?? null;
}

/**
 * Joining: a shared project held (pending or approved) by someone else. A repeat by someone already in
 * line is answered with their place (null here: nothing to do).
 */
export function decideJoin(project: ReservationState | null, investorId: string, alreadyInLine: boolean): "join" | null {
  if (!project || !project.sharedWithInvestors) throw notFound("Project not found");
  if (project.reservedBy === investorId) throw conflict("You already hold this project");
  if (project.reservedBy === null || (project.reservationStatus !== "pending" && project.reservationStatus !== "approved")) {
    throw conflict("This project is available: reserve it instead");
  }
  return alreadyInLine ? null : "join";
}
