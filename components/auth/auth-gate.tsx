"use client";
import { useEffect, type ReactNode } from "react";
import { useAuth, type MePayload } from "@/lib/client/use-auth";
import { CheckingAuth } from "@/components/auth/checking-auth";

/**
 * Client-side gate for the signed-in screens (the server checked first and passes what it found).
 * While /api/auth/me answers it shows 'Checking authentication...'; once it says "signed out"
 * (logout elsewhere, denied, expired) the page goes to the login screen.
 */
export function AuthGate({ initial, children }: { initial?: MePayload; children: ReactNode }) {
  const { user, isLoading } = useAuth(initial);
  const signedOut = !isLoading && !user;
  useEffect(() => {
    // A full load, like logout: nothing from the ended session survives in memory.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (signedOut) window.location.assign("/login");
  }, [signedOut]);
  if (!user) return <CheckingAuth />;
  return children;
}
