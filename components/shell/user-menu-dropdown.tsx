"use client";
import Link from "next/link";
import { BellRing, IdCard, LogOut, Mail, ShieldCheck } from "lucide-react";
import { can } from "@/lib/auth/permissions";
import { LEGAL_PROFILE_PATH } from "@/lib/legal-profile/wire";
import { SECURITY_PATH } from "@/lib/security/paths";
import { PREFERENCES_PATH } from "@/lib/notification-mail/paths";
import { logOutAction } from "@/actions/auth/log-out";
import { useAuth } from "@/lib/client/use-auth";
import { useAction } from "@/components/ui/use-action";
import type { LoadedMenuProps } from "@/components/ui/lazy-menu";
import { roleLabel } from "@/components/users/role-label";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

/** The user menu once first used (user-menu.tsx): it mounts open. */
export function UserMenuDropdown({ trigger, content }: LoadedMenuProps) {
  const { user } = useAuth();
  // Spec 1 §4: after logout the page reloads, so no screen keeps state from the old session.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  const logout = useAction(logOutAction, { failure: "Logout failed", onSuccess: () => window.location.assign("/login") });
  if (!user) return null;
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger {...trigger} />
      <DropdownMenuContent className="w-60" {...content}>
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-semibold text-slate-900">{user.username}</span>
          <span className="text-xs font-normal text-slate-500">{roleLabel(user.role)}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {can(user, "legal-profile.manage") && (
          <DropdownMenuItem asChild>
            <Link href={LEGAL_PROFILE_PATH}>
              <IdCard aria-hidden />
              Legal profile
            </Link>
          </DropdownMenuItem>
        )}
        {can(user, "security.manage-own") && (
          <DropdownMenuItem asChild>
            <Link href={SECURITY_PATH}>
              <ShieldCheck aria-hidden />
              Security
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link href="/profile/email">
            <Mail aria-hidden />
            Email address
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={PREFERENCES_PATH}>
            <BellRing aria-hidden />
            Mail notifications
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => logout.run({})} disabled={logout.busy}>
          <LogOut aria-hidden />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
