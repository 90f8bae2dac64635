"use client";
// The signed-in user on the client. The portal layout read it on the server (checked against the session
// row) and provides it through <AuthGate>: no screen reads /api/auth/me before it paints.
import { createContext, useContext } from "react";
import type { MePayload, UserWire } from "@/lib/users/wire";

export type { MePayload };
export type CurrentUser = UserWire;

export const CurrentUserContext = createContext<MePayload | null>(null);

/** The signed-in user (null outside the signed-in screens). */
export function useAuth(): { user: CurrentUser | null } {
  return { user: useContext(CurrentUserContext)?.user ?? null };
}
