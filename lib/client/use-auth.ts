"use client";
// Session state on the client (spec 1 §4, §7): /api/auth/me is the source, a 401 there means signed out.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/client/api";
import { postAuth } from "@/lib/client/auth-calls";
import type { MePayload, UserWire } from "@/lib/users/wire";

export type { MePayload };
export type CurrentUser = UserWire;

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
