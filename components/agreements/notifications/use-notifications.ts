"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { agreementCall, agreementKeys, enc } from "@/components/agreements/api";
import type { NotificationItem } from "@/components/agreements/types";

// Notifications arrive from other people's actions: the bell looks again every 30 seconds and on focus.
const POLL_MS = 30_000;

export function useNotifications() {
  return useQuery({
    queryKey: agreementKeys.notifications(),
    queryFn: ({ signal }) => agreementCall<{ unreadCount: number; notifications: NotificationItem[] }>("GET", "/api/notifications", "Failed to fetch notifications", undefined, signal),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
}

function useMark<V>(run: (vars: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onError: (err) => toast({ title: "Error", description: err.message, variant: "destructive" }),
    onSettled: () => qc.invalidateQueries({ queryKey: agreementKeys.notifications() }),
  });
}

export const useMarkRead = () => useMark((id: string) => agreementCall("POST", `/api/notifications/${enc(id)}/read`, "Failed to update notification"));
export const useMarkAllRead = () => useMark(() => agreementCall("POST", "/api/notifications/read-all", "Failed to update notifications"));
