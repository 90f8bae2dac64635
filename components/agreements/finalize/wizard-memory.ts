"use client";
// The wizard survives a reload (issue 19 §1.6): its step, the two confirmations and the effective date
// live in the URL (shareable, and Back/Forward-safe since each change replaces the entry), the compiled
// and edited content in this tab's sessionStorage (too long for a URL, and nobody else's business).
import { useEffect, useRef } from "react";
import type { WizardStep } from "@/components/agreements/finalize/wizard-gates";

export type WizardMemory = { step: WizardStep; legalReview: boolean; complianceCheck: boolean; effectiveDate: string; finalContent: string; compiled: { html: string; effectiveDate: string } | null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const storageKey = (versionId: string) => `finalize-msa:${versionId}`;

/** What the URL and the tab remember; absent parts stay at the wizard's defaults. */
export function readWizardMemory(search: string, stored: string | null): Partial<WizardMemory> {
  const q = new URLSearchParams(search);
  const memory: Partial<WizardMemory> = {};
  const step = Number(q.get("step"));
  if ([1, 2, 3, 4].includes(step)) memory.step = step as WizardStep;
  if (q.get("legal") === "1") memory.legalReview = true;
  if (q.get("compliance") === "1") memory.complianceCheck = true;
  const day = q.get("date") ?? "";
  if (DAY.test(day)) memory.effectiveDate = day;
  try {
    const content = stored ? (JSON.parse(stored) as Pick<WizardMemory, "finalContent" | "compiled">) : null;
    if (content && typeof content.finalContent === "string") Object.assign(memory, { finalContent: content.finalContent, compiled: content.compiled ?? null });
  } catch {
    // A damaged entry is simply not remembered.
  }
  return memory;
}

export function wizardSearch(m: Pick<WizardMemory, "step" | "legalReview" | "complianceCheck" | "effectiveDate">): string {
  const q = new URLSearchParams();
  if (m.step !== 1) q.set("step", String(m.step));
  if (m.legalReview) q.set("legal", "1");
  if (m.complianceCheck) q.set("compliance", "1");
  if (m.effectiveDate) q.set("date", m.effectiveDate);
  return q.size ? `?${q}` : "";
}

/** Restores once after the first render (the server renders the defaults), then writes every change back. */
export function useWizardMemory(versionId: string, memory: WizardMemory, restore: (m: Partial<WizardMemory>) => void) {
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    restore(readWizardMemory(window.location.search, window.sessionStorage.getItem(storageKey(versionId))));
  }, [versionId, restore]);
  const { step, legalReview, complianceCheck, effectiveDate, finalContent, compiled } = memory;
  useEffect(() => {
    if (!restored.current) return;
    const search = wizardSearch({ step, legalReview, complianceCheck, effectiveDate });
    if (search !== window.location.search) window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`);
  }, [step, legalReview, complianceCheck, effectiveDate]);
  useEffect(() => {
    if (!restored.current) return;
    if (finalContent) window.sessionStorage.setItem(storageKey(versionId), JSON.stringify({ finalContent, compiled }));
    else window.sessionStorage.removeItem(storageKey(versionId));
  }, [versionId, finalContent, compiled]);
}

/** A finalized version's wizard has nothing left to remember. */
export const forgetWizard = (versionId: string) => window.sessionStorage.removeItem(storageKey(versionId));
