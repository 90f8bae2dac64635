"use client";
import Link from "next/link";
import { IdCard, LogOut } from "lucide-react";
import { can } from "@/lib/auth/permissions";
import { LEGAL_PROFILE_PATH } from "@/lib/legal-profile/wire";
import { logOutAction } from "@/actions/auth/log-out";
import { useAuth } from "@/lib/client/use-auth";
import { useAction } from "@/components/ui/use-action";
import { roleLabel } from "@/components/users/role-label";
import type { PopupStart } from "@/components/ui/lazy-popup";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  useFirstItemFocus,
} from "@/components/ui/dropdown-menu";

/** The user menu itself (user-menu.tsx draws its trigger until this has loaded). */
export function UserMenuDropdown({ trigger, defaultOpen, autoFocus, openedByKey }: PopupStart) {
  const { user } = useAuth();
  // Spec 1 §4: after logout the page reloads, so no screen keeps state from the old session.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  const logout = useAction(logOutAction, { failure: "Logout failed", onSuccess: () => window.location.assign("/login") });
  const focusFirstItem = useFirstItemFocus(openedByKey);
  if (!user) return null;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger {...trigger} autoFocus={autoFocus} />
      <DropdownMenuContent className="w-60" onFocus={focusFirstItem}>
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
        <DropdownMenuItem onSelect={() => logout.run({})} disabled={logout.busy}>
          <LogOut aria-hidden />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
