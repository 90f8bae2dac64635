"use client";
import { Bell } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/client/cn";
import { CLOSED_MENU_TRIGGER, LazyPopup } from "@/components/ui/lazy-popup";
import { useNotifications } from "@/components/agreements/notifications/use-notifications";
import type { NotificationList } from "@/components/agreements/types";

const loadMenu = () => import("@/components/agreements/notifications/notification-menu").then((m) => m.NotificationMenu);

/**
 * The header bell with the unread count; its menu (notification-menu.tsx) loads at the first sign of use.
 * `initial` is the server's list (lib/api/views/notification-bell.ts), so the count is in the page's HTML.
 */
export function NotificationBell({ initial }: { initial?: NotificationList }) {
  const unread = useNotifications(initial).data?.unreadCount ?? 0;
  const trigger = {
    className: cn(buttonVariants({ variant: "ghost", size: "icon" }), "relative"),
    "aria-label": unread ? `Notifications, ${unread} unread` : "Notifications",
    children: (
      <>
        <Bell aria-hidden />
        {unread > 0 && (
          <span data-testid="unread-count" aria-hidden className="absolute top-1 right-1 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white">
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </>
    ),
  };
  return <LazyPopup load={loadMenu} popupProps={{}} trigger={trigger} closed={CLOSED_MENU_TRIGGER} />;
}
