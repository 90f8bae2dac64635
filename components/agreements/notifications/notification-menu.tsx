"use client";
import { useCallback, useEffect } from "react";
import Link from "next/link";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { LoadedMenuProps } from "@/components/ui/lazy-menu";
import { cn } from "@/lib/client/cn";
import { relativeTime } from "@/lib/client/relative-time";
import { useAction } from "@/components/ui/use-action";
import { useNotifications, type NotificationStore } from "@/components/agreements/notifications/use-notifications";
import { markNotificationReadAction } from "@/actions/agreements/mark-notification-read";
import { markAllNotificationsReadAction } from "@/actions/agreements/mark-all-notifications-read";

/** The bell's menu once first used (notification-bell.tsx): it mounts open. */
export function NotificationDropdown({ trigger, content, store }: LoadedMenuProps & { store: NotificationStore }) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger {...trigger} />
      <DropdownMenuContent className="w-[min(22rem,calc(100vw-1.5rem))]" {...content}>
        <NotificationMenu store={store} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The bell's open menu: the latest notifications; choosing one marks it read and opens its page. Mounted
 * with the open menu, so each opening reads the list again.
 */
export function NotificationMenu({ store }: { store: NotificationStore }) {
  const list = useNotifications(store);
  // Marking read changes only the bell's list: it is read again (the actions re-render no page).
  const reload = useCallback(() => void store.reload(), [store]);
  const markRead = useAction(markNotificationReadAction, { failure: "Error", onSuccess: reload });
  const markAll = useAction(markAllNotificationsReadAction, { failure: "Error", onSuccess: reload });
  useEffect(() => void store.reload(), [store]);
  const unread = list.data?.unreadCount ?? 0;
  const items = list.data?.notifications ?? [];

  return (
    <>
      {/* A menu holds menu items only (axe: aria-required-children): the action and the states are items too. */}
      <div className="flex items-center justify-between gap-2">
        <DropdownMenuLabel>Notifications</DropdownMenuLabel>
        <DropdownMenuItem
          disabled={unread === 0 || markAll.busy}
          onSelect={(event) => {
            event.preventDefault();
            void markAll.run({});
          }}
          className="px-3 font-medium"
        >
          Mark all read
        </DropdownMenuItem>
      </div>
      <DropdownMenuSeparator />
      {list.error ? (
        <DropdownMenuItem disabled className="text-red-700 data-[disabled]:opacity-100">
          {list.error.message}
        </DropdownMenuItem>
      ) : items.length === 0 ? (
        <DropdownMenuItem disabled className="text-slate-600 data-[disabled]:opacity-100">
          {list.data ? "No notifications yet." : "Loading..."}
        </DropdownMenuItem>
      ) : (
        // A scrolling region must take the keyboard's focus (axe: scrollable-region-focusable): the menu's
        // items are reached by arrow keys only (tabindex -1), so the list itself is focusable, and as a
        // group it is allowed inside the menu.
        <div role="group" aria-label="Latest notifications" tabIndex={0} className="max-h-96 overflow-y-auto rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-emerald-600">
          {items.map((n) => (
            <DropdownMenuItem key={n.id} asChild onSelect={() => !n.readAt && void markRead.run({ notificationId: n.id })} className="grid gap-0.5 whitespace-normal">
              <Link href={n.link ?? "#"}>
                <span className={cn("text-sm", n.readAt ? "text-slate-600" : "font-medium text-slate-900")}>
                  {!n.readAt && <span className="sr-only">Unread: </span>}
                  {n.message}
                </span>
                <span className="text-xs text-slate-600">{relativeTime(n.createdAt)}</span>
              </Link>
            </DropdownMenuItem>
          ))}
        </div>
      )}
    </>
  );
}
