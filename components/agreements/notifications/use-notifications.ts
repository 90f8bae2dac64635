"use client";
// Notifications arrive from other people's actions, with no navigation of this user's: the bell is the one
// place that keeps a client copy, starting from the server's list and looking again every 30 seconds while
// the tab is in view, at once when the user comes back to it, and after marking read. A timer and fetch:
// a query library for this one list added ~12 KB of script after the load of every signed-in page
// (docs/bench.md, issue 29).
import { useEffect, useState, useSyncExternalStore } from "react";
import type { NotificationList } from "@/components/agreements/types";

const FAILURE = "Failed to fetch notifications";

/** GET /api/notifications: the list, or an error with the server's `error` text (never a status code or a proxy's page). */
async function readNotifications(): Promise<NotificationList> {
  const res = await fetch("/api/notifications", { credentials: "include", headers: { Accept: "application/json" } });
  let body: unknown = null;
  try {
    body = JSON.parse(await res.text());
  } catch {
    throw new Error(FAILURE);
  }
  const error = (body as { error?: unknown } | null)?.error;
  if (!res.ok) throw new Error(typeof error === "string" && error ? error : FAILURE);
  return body as NotificationList;
}

export const POLL_MS = 30_000;
// Coming back to the tab (focus and visibilitychange arrive together) reads again unless a read just ran.
const RETURN_GAP_MS = 5_000;

export type NotificationsState = { data?: NotificationList; error?: Error };

/** The bell's list: one per bell, shared by its count and its open menu. */
export type NotificationStore = ReturnType<typeof createNotificationStore>;

export function createNotificationStore(initial?: NotificationList) {
  let state: NotificationsState = { data: initial };
  // When the list on screen was read (the server's list counts as just read).
  let readAt = initial ? Date.now() : 0;
  let latest = 0;
  const listeners = new Set<() => void>();
  const set = (next: NotificationsState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    readAt: () => readAt,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Reads the list; of reads that overlap, the one started last decides what is shown. */
    async reload(): Promise<void> {
      const mine = ++latest;
      readAt = Date.now();
      try {
        const data = await readNotifications();
        if (mine === latest) set({ data });
      } catch (err) {
        if (mine === latest) set({ data: state.data, error: err instanceof Error ? err : new Error(FAILURE) });
      }
    },
  };
}

/** The store's list as it changes. */
export function useNotifications(store: NotificationStore): NotificationsState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * Keeps the bell's list current: a read at once when there is no server list, then every 30 seconds while
 * the tab is visible (a hidden tab sends nothing), and on coming back to the tab.
 */
export function useNotificationPolling(store: NotificationStore) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped) timer = setTimeout(tick, Math.max(0, store.readAt() + POLL_MS - Date.now()));
    };
    const read = () => void store.reload().finally(schedule);
    const tick = () => {
      if (document.visibilityState === "hidden") return; // a hidden tab waits: coming back reads
      if (Date.now() - store.readAt() < POLL_MS) schedule(); // marking read read it meanwhile
      else read();
    };
    const back = () => {
      if (document.visibilityState === "hidden") return;
      if (Date.now() - store.readAt() >= RETURN_GAP_MS) read();
    };
    if (store.readAt() === 0) read();
    else schedule();
    document.addEventListener("visibilitychange", back);
    window.addEventListener("focus", back);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", back);
      window.removeEventListener("focus", back);
    };
  }, [store]);
}

/** One bell's store, made once from the server's list. */
export function useNotificationStore(initial?: NotificationList): NotificationStore {
  const [store] = useState(() => createNotificationStore(initial));
  return store;
}
