"use client";
import { useEffect, type ReactNode } from "react";
import { CurrentUserContext, type MePayload } from "@/lib/client/use-auth";

/**
 * Hands the signed-in screens the user the portal layout checked on the server. When the window regains
 * focus it asks once whether the session still holds: one that ended elsewhere (logout in another tab,
 * denial, expiry) goes to the login screen with a full load, so nothing from it stays in memory.
 */
export function AuthGate({ me, children }: { me: MePayload; children: ReactNode }) {
  useEffect(() => {
    const check = async () => {
      const res = await fetch("/api/auth/me", { credentials: "include" }).catch(() => null);
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      if (res?.status === 401) window.location.assign("/login");
    };
    window.addEventListener("focus", check);
    return () => window.removeEventListener("focus", check);
  }, []);
  return <CurrentUserContext.Provider value={me}>{children}</CurrentUserContext.Provider>;
}
