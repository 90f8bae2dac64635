"use client";
import { LoadError } from "@/components/ui/load-error";

/** Spec 2 §8's text when the approved record cannot be read; Try again reads the page again. */
export default function FinalizeError({ retry }: { retry: () => void }) {
  return <LoadError message="Failed to fetch approved template" onRetry={retry} />;
}
