"use client";
// The course screens' error boundary body: the load failure in the spec's words and a retry that reads
// the page on the server again.
import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { LoadError } from "@/components/ui/load-error";

export function CourseLoadError({ message, reset }: { message: string; reset: () => void }) {
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
