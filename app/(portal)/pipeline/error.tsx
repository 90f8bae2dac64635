"use client";
import { LoadError } from "@/components/ui/load-error";

/** The board could not be read. Try again (Next's `retry`) reads the page again on the server. */
export default function PipelineError({ retry }: { retry: () => void }) {
  return <LoadError message="Failed to fetch projects" onRetry={retry} className="my-8" />;
}
