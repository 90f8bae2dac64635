"use client";
import dynamic from "next/dynamic";
import { Bell } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/client/cn";
import { useNotificationPolling, useNotifications, useNotificationStore } from "@/components/agreements/notifications/use-notifications";
import type { NotificationList } from "@/components/agreements/types";

// The open menu's list loads with its first opening (page weight); it needs no query client.
const NotificationMenu = dynamic(() => import("@/components/agreements/notifications/notification-menu").then((m) => m.NotificationMenu), { ssr: false });

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
    <DropdownMenu>
      <DropdownMenuTrigger className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "relative")} aria-label={unread ? `Notifications, ${unread} unread` : "Notifications"}>
        <Bell aria-hidden />
        {unread > 0 && (
          <span data-testid="unread-count" aria-hidden className="absolute top-1 right-1 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white">
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-[min(22rem,calc(100vw-1.5rem))]">
        <NotificationMenu store={store} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
