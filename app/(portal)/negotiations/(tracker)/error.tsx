"use client";
import { useSearchParams } from "next/navigation";
import { LoadError } from "@/components/ui/load-error";

/** Spec 2 §8's load failures: one version in the workspace (?template=), or the tracker's list of versions. */
export default function NegotiationsError({ retry }: { retry: () => void }) {
  const opened = useSearchParams().has("template");
  return <LoadError message={opened ? "Failed to fetch template version" : "Failed to fetch template versions"} onRetry={retry} />;
}
