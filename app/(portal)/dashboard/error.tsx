"use client";
import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { LoadError } from "@/components/ui/load-error";

/**
 * The dashboard failed as a whole (a failed stats or list read shows its own message in place, see
 * read-dashboard.ts). Try again reads the page again on the server, then leaves this boundary.
 */
export default function DashboardError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return <LoadError message="Failed to fetch projects" onRetry={retry} className="my-8" />;
}
