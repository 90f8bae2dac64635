"use client";
import { ChevronDown } from "lucide-react";
import { useAuth } from "@/lib/client/use-auth";
import { LazyMenu } from "@/components/ui/lazy-menu";

const TRIGGER =
  "flex items-center gap-2 rounded-full py-1 pl-1 pr-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 data-[state=open]:bg-slate-100";

const loadMenu = () => import("@/components/shell/user-menu-dropdown").then((m) => m.UserMenuDropdown);

/** Username, role label and Log out (spec 1 §1); the menu (user-menu-dropdown.tsx) loads on first use. */
export function UserMenu() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <LazyMenu load={loadMenu} menu={{}} className={TRIGGER}>
      <span aria-hidden className="flex size-8 items-center justify-center rounded-full bg-emerald-700 text-sm font-semibold uppercase text-white">
        {user.username.slice(0, 1)}
      </span>
      <span className="hidden max-w-40 truncate sm:inline">{user.username}</span>
      <span className="sr-only sm:hidden">Account menu for {user.username}</span>
      <ChevronDown className="size-4 text-slate-500" aria-hidden />
    </LazyMenu>
  );
}
