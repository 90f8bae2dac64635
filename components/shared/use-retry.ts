"use client";
import { useCallback, useTransition } from "react";
import { useRouter } from "next/navigation";

/** Try again after a failed server read: the page is read again, what is on screen stays meanwhile. */
export function useRetry() {
  const router = useRouter();
  const [, startTransition] = useTransition();
  return useCallback(() => startTransition(() => router.refresh()), [router]);
}
