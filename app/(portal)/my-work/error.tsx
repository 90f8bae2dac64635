"use client";
import { LoadError } from "@/components/ui/load-error";

/** The page's server read failed: say so; Try again (Next's `retry`) reads it again. */
export default function MyWorkError({ retry }: { retry: () => void }) {
  return <LoadError message="Failed to load your work" onRetry={retry} />;
}
