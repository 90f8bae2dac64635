"use client";
// What an investor's reservation controls need beyond the project itself (issue 22): their readiness
// checklist and their places in line, read by the page on the server and shared with every row and the
// project dialog. Employees have none (null).
import { createContext, useContext, type ReactNode } from "react";
import type { ReadinessView } from "@/lib/readiness/policy";

export type Reserving = { readiness: ReadinessView; places: Record<string, number> };

const ReservingContext = createContext<Reserving | null>(null);

export function ReservingProvider({ value, children }: { value: Reserving | null; children: ReactNode }) {
  return <ReservingContext.Provider value={value}>{children}</ReservingContext.Provider>;
}

export const useReserving = () => useContext(ReservingContext);

/** Whether the firm's rule keeps this investor from reserving or waiting now. */
export const blockedByReadiness = (r: Reserving | null) => !!r && r.readiness.required && !r.readiness.ready;
