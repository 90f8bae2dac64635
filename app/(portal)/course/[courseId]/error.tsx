"use client";
import { LoadError } from "@/components/ui/load-error";

/** The page's server read failed: the spec's load-failure text; Try again (Next's `retry`) reads it again. */
export default function CourseError({ retry }: { retry: () => void }) {
  return <LoadError message="Failed to load the course" onRetry={retry} />;
}
