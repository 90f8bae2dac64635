"use client";
import { useSearchParams } from "next/navigation";
import { LoadError } from "@/components/ui/load-error";

/** Spec 2 §8's load failures: the workspace's version (?template=), or the review page's templates. */
export default function TemplatesError({ retry }: { retry: () => void }) {
  const opened = useSearchParams().has("template");
  return <LoadError message={opened ? "Failed to fetch template version" : "Failed to fetch templates"} onRetry={retry} />;
}
