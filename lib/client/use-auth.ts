"use client";
// Session state on the client (spec 1 §4, §7): /api/auth/me is the source, a 401 there means signed out.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, RegisterInput } from "@/lib/auth/schemas";
import { getQueryFn, readJsonResponse } from "@/lib/client/api";

import type { MePayload, UserWire } from "@/lib/users/wire";

export type { MePayload };
export type CurrentUser = UserWire;
export type RegisterResult = MePayload & { message: string };

export const ME_QUERY_KEY = ["/api/auth/me"] as const;

/** `initial` seeds the cache with what the server already knows (the portal layout's checked session). */
export function useAuth(initial?: MePayload) {
  const query = useQuery<MePayload | null>({
    queryKey: ME_QUERY_KEY,
    initialData: initial,
    queryFn: getQueryFn<MePayload>({ on401: "returnNull" }),
    // Spec 1 §7: no retry, not refetched on focus, always stale, kept 5 minutes after last use.
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 0,
    gcTime: 300_000,
  });
  const user = query.data?.user ?? null;
  return { user, isLoading: query.isLoading, error: query.error };
}

/** The auth calls read failures with their own default text ('Login failed', 'Registration failed'). */
async function postAuth<T>(url: string, body: unknown, fallback: string): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return readJsonResponse<T>(res, fallback);
}

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => postAuth<MePayload>("/api/auth/login", input, "Login failed"),
    onSuccess: () => qc.invalidateQueries({ queryKey: ME_QUERY_KEY, refetchType: "all" }),
  });
}

export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => postAuth<RegisterResult>("/api/auth/register", input, "Registration failed"),
    onSuccess: () => qc.invalidateQueries({ queryKey: ME_QUERY_KEY, refetchType: "none" }),
  });
}

/** Ends the session, forgets every cached answer, and reloads on the login screen. */
export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => postAuth<{ message: string }>("/api/auth/logout", {}, "Logout failed"),
    onSuccess: () => {
      qc.clear();
      // Spec 1 §4: after logout the page reloads, so no screen keeps state from the old session.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/login");
    },
  });
}
