"use client";
import { Suspense, use } from "react";
import Link from "next/link";
import { useAuth } from "@/lib/client/use-auth";
import { SideMenu } from "@/components/shell/side-menu";
import { sideMenuEntriesFor } from "@/components/shell/side-menu-entries";
import { UserMenu } from "@/components/shell/user-menu";
import { NotificationBell } from "@/components/agreements/notifications/notification-bell";
import type { NotificationList } from "@/components/agreements/types";
import { Logo } from "@/components/shared/logo";
import type { WaitingCount } from "@/components/shell/waiting-badge";

type Props = { companyName: string; logoPath: string; notifications?: Promise<NotificationList | undefined>; waiting?: WaitingCount };

/** The portal header: side-menu button (for users with at least one tool: every approved user), logo and company name, user menu. */
export function AppHeader({ companyName, logoPath, notifications, waiting }: Props) {
  const { user } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-6 lg:px-8">
        {sideMenuEntriesFor(user).length > 0 && <SideMenu waiting={waiting} />}
        <Link href="/dashboard" className="flex min-w-0 items-center gap-2.5 rounded-md py-1 pr-1">
          <Logo src={logoPath} alt={companyName} size={36} priority className="shrink-0" />
          <span aria-hidden className="truncate text-base font-semibold tracking-tight text-slate-900 sm:text-lg">
            {companyName}
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-1">
          <Suspense fallback={<NotificationBell />}>{notifications ? <ServerBell list={notifications} /> : <NotificationBell />}</Suspense>
          <UserMenu />
        </div>
      </div>
    </header>
  );
}

/** The bell once the server's list has arrived in the page's stream. */
function ServerBell({ list }: { list: Promise<NotificationList | undefined> }) {
  return <NotificationBell initial={use(list)} />;
}
