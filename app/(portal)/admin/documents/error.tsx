"use client";
import { LoadError } from "@/components/ui/load-error";

/** The page's server read failed: the spec's load-failure text; Try again (Next's `retry`) reads it again. */
export default function DocumentTrackingError({ retry }: { retry: () => void }) {
  return <LoadError message="Failed to fetch document summaries" onRetry={retry} />;
}
