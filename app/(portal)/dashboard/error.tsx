"use client";
import { LoadError } from "@/components/ui/load-error";

/**
 * The dashboard failed as a whole (a failed stats or list read shows its own message in place, see
 * app/(portal)/_views/dashboard.ts). Try again (Next's `retry`) reads the page again on the server.
 */
export default function DashboardError({ retry }: { retry: () => void }) {
  return <LoadError message="Failed to fetch projects" onRetry={retry} className="my-8" />;
}
