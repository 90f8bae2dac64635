"use client";
import { LoadError } from "@/components/ui/load-error";

/** Spec 2 §8's load failure for the template list. */
export default function ManageTemplatesError({ retry }: { retry: () => void }) {
  return <LoadError message="Failed to fetch templates" onRetry={retry} />;
}
