"use client";
import { useState } from "react";
import { Bell } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/client/cn";
import { lazyDialog } from "@/components/shared/lazy-dialog";
import type { NotificationList } from "@/components/agreements/types";

// The query client and the menu's list load after the page (page weight): the count the page shows is the server's.
const BellUpdates = lazyDialog(() => import("@/components/agreements/notifications/bell-updates").then((m) => m.BellUpdates));
const NotificationMenu = lazyDialog(() => import("@/components/agreements/notifications/notification-menu").then((m) => m.NotificationMenu));

/**
 * The header bell with the unread count and its menu (notification-menu.tsx). `initial` is the server's
 * list (lib/api/views/notification-bell.ts), so the count is in the page's HTML.
 */
export function NotificationBell({ initial }: { initial?: NotificationList }) {
  const [unread, setUnread] = useState(initial?.unreadCount ?? 0);
  return (
    <DropdownMenu>
      <BellUpdates initial={initial} onUnread={setUnread} />
      <DropdownMenuTrigger className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "relative")} aria-label={unread ? `Notifications, ${unread} unread` : "Notifications"}>
        <Bell aria-hidden />
        {unread > 0 && (
          <span data-testid="unread-count" aria-hidden className="absolute top-1 right-1 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white">
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-[min(22rem,calc(100vw-1.5rem))]">
        <NotificationMenu />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
