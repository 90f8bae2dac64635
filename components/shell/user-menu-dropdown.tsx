"use client";
import { LogOut } from "lucide-react";
import { useAuth, useLogout } from "@/lib/client/use-auth";
import { toast } from "@/components/ui/use-toast";
import { roleLabel } from "@/components/users/role-label";
import { serverText } from "@/lib/client/api";
import type { PopupStart } from "@/components/shared/lazy-popup";
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
  const logout = useLogout();
  const focusFirstItem = useFirstItemFocus(openedByKey);
  if (!user) return null;
  const onLogout = () =>
    logout.mutate(undefined, {
      onError: (err) => toast({ title: "Logout failed", description: serverText(err), variant: "destructive" }),
    });
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger {...trigger} autoFocus={autoFocus} />
      <DropdownMenuContent className="w-60" onFocus={focusFirstItem}>
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-semibold text-slate-900">{user.username}</span>
          <span className="text-xs font-normal text-slate-500">{roleLabel(user.role)}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout} disabled={logout.isPending}>
          <LogOut aria-hidden />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
