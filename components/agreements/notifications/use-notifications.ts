"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useAction } from "@/components/ui/use-action";
import { agreementCall, agreementKeys } from "@/components/agreements/api";
import type { NotificationList } from "@/components/agreements/types";
import { markNotificationReadAction } from "@/actions/agreements/mark-notification-read";
import { markAllNotificationsReadAction } from "@/actions/agreements/mark-all-notifications-read";

// Notifications arrive from other people's actions, with no navigation of this user's: the bell is the one
// place that keeps a client copy, starting from the server's list and looking again every 30 seconds and on focus.
const POLL_MS = 30_000;

export function useNotifications(initial?: NotificationList) {
  return useQuery({
    queryKey: agreementKeys.notifications(),
    queryFn: ({ signal }) => agreementCall<NotificationList>("GET", "/api/notifications", "Failed to fetch notifications", undefined, signal),
    initialData: initial,
    // The server's list is fresh: no read at first paint, the first look comes with the first poll.
    staleTime: initial ? POLL_MS : 0,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** Marking read changes only the bell's list: it is read again (the actions re-render no page). */
function useReload() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: agreementKeys.notifications() });
}

export function useMarkRead() {
  const reload = useReload();
  return useAction(markNotificationReadAction, { failure: "Error", onSuccess: reload });
}

export function useMarkAllRead() {
  const reload = useReload();
  return useAction(markAllNotificationsReadAction, { failure: "Error", onSuccess: reload });
}
