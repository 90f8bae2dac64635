"use client";
// The enrolment screen's way out (issue 32 §3): an account held back by the switch may always sign out.
import { LogOut } from "lucide-react";
import { logOutAction } from "@/actions/auth/log-out";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";

export function EnrolSignOut() {
  // A reload on /login, as the user menu does, so nothing of this session stays in memory.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  const logout = useAction(logOutAction, { failure: "Logout failed", onSuccess: () => window.location.assign("/login") });
  return (
    <Button variant="outline" disabled={logout.busy} onClick={() => void logout.run({})}>
      <LogOut aria-hidden />
      Log out
    </Button>
  );
}
