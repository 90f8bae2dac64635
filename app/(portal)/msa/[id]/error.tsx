"use client";
import { LoadError } from "@/components/ui/load-error";

/** Spec 2 §8's text when the MSA cannot be read; Try again reads the page again. */
export default function MsaError({ retry }: { retry: () => void }) {
  return <LoadError message="Failed to fetch MSA" onRetry={retry} />;
}
