"use client";
import { ChevronDown, LogOut } from "lucide-react";
import { useAuth, useLogout } from "@/lib/client/use-auth";
import { toast } from "@/components/ui/use-toast";
import { roleLabel } from "@/components/users/role-label";
import { serverText } from "@/lib/client/api";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** Username, role label and Log out (spec 1 §1). */
export function UserMenu() {
  const { user } = useAuth();
  const logout = useLogout();
  if (!user) return null;
  const onLogout = () =>
    logout.mutate(undefined, {
      onError: (err) => toast({ title: "Logout failed", description: serverText(err), variant: "destructive" }),
    });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex items-center gap-2 rounded-full py-1 pl-1 pr-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 data-[state=open]:bg-slate-100">
        <span aria-hidden className="flex size-8 items-center justify-center rounded-full bg-emerald-700 text-sm font-semibold uppercase text-white">
          {user.username.slice(0, 1)}
        </span>
        <span className="hidden max-w-40 truncate sm:inline">{user.username}</span>
        <span className="sr-only sm:hidden">Account menu for {user.username}</span>
        <ChevronDown className="size-4 text-slate-500" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
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
