"use client";
import { Bell } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { LazyMenu } from "@/components/ui/lazy-menu";
import { cn } from "@/lib/client/cn";
import { useNotificationPolling, useNotifications, useNotificationStore } from "@/components/agreements/notifications/use-notifications";
import type { NotificationList } from "@/components/agreements/types";

// The menu and its list load with the first use (page weight); it needs no query client.
const loadMenu = () => import("@/components/agreements/notifications/notification-menu").then((m) => m.NotificationDropdown);

/**
 * The header bell with the unread count and its menu (notification-menu.tsx). `initial` is the server's
 * list (app/(portal)/_views/notification-bell.ts), so the count is in the page's HTML; the bell keeps it
 * current itself (use-notifications.ts).
 */
export function NotificationBell({ initial }: { initial?: NotificationList }) {
  const store = useNotificationStore(initial);
  useNotificationPolling(store);
  const unread = useNotifications(store).data?.unreadCount ?? 0;
  return (
    <LazyMenu load={loadMenu} menu={{ store }} className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "relative")} aria-label={unread ? `Notifications, ${unread} unread` : "Notifications"}>
      <Bell aria-hidden />
      {unread > 0 && (
        <span data-testid="unread-count" aria-hidden className="absolute top-1 right-1 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white">
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </LazyMenu>
  );
}
