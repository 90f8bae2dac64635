"use client";
// Toast store shared by every screen: `toast({ title, description, variant })` from anywhere, rendered by
// the one <Toaster />. Spec 1 §4/§9: one toast visible at a time (a new one replaces the old), and a
// dismissed toast is removed from the store 1,000,000 ms later.
import type * as React from "react";
import { useSyncExternalStore } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastInput = {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: "default" | "destructive" | "success";
  action?: React.ReactElement;
  duration?: number;
};

export type ToasterToast = ToastInput & { id: string; open: boolean; onOpenChange: (open: boolean) => void };

type State = { toasts: ToasterToast[] };

const EMPTY: State = { toasts: [] };
let state: State = EMPTY;
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setState(next: State) {
  state = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setState({ toasts: state.toasts.filter((t) => t.id !== id) });
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(id, timer);
}

/** Closes one toast (or all); it stays in the store, closed, until its removal delay has passed. */
export function dismiss(id?: string) {
  for (const t of state.toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  setState({ toasts: state.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)) });
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const entry: ToasterToast = { ...input, id, open: true, onOpenChange: (open) => !open && dismiss(id) };
  setState({ toasts: [entry, ...state.toasts].slice(0, TOAST_LIMIT) });
  return { id, dismiss: () => dismiss(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, () => state, () => EMPTY);
  return { toasts: current.toasts, toast, dismiss };
}
