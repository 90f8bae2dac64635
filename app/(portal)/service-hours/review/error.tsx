"use client";
import { startTransition } from "react";
import { useRouter } from "next/navigation";
import { LoadError } from "@/components/ui/load-error";

/** The queue or the progress list failed to load: say so, and read it again on the server on retry. */
export default function ReviewError({ reset }: { error: Error; reset: () => void }) {
  const router = useRouter();
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return <LoadError message="Could not load the review queue." onRetry={retry} />;
}
