"use client";
import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { LoadError } from "@/components/ui/load-error";

/**
 * A deal-room page whose server read failed: the spec's load-failure text and a retry that reads again
 * (refresh re-runs the server read; reset then re-renders the segment with it).
 */
export function RouteError({ message, reset }: { message: string; reset: () => void }) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  return (
    <LoadError
      message={message}
      onRetry={() =>
        startTransition(() => {
          router.refresh();
          reset();
        })
      }
    />
  );
}
