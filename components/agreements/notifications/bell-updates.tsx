"use client";
import { useEffect } from "react";
import { useNotifications } from "@/components/agreements/notifications/use-notifications";
import type { NotificationList } from "@/components/agreements/types";

/**
 * The bell's polling, loaded after the page (notification-bell.tsx): it starts from the server's list and
 * hands each new unread count to the bell. Draws nothing.
 */
export function BellUpdates({ initial, onUnread }: { initial?: NotificationList; onUnread: (count: number) => void }) {
  const unread = useNotifications(initial).data?.unreadCount;
  useEffect(() => {
    if (unread !== undefined) onUnread(unread);
  }, [unread, onUnread]);
  return null;
}
