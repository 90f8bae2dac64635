import Link from "next/link";
import { FileQuestion } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { EmptyState } from "@/components/ui/empty-state";

/** Spec 2 §2's empty state for a template version that does not exist (or is not the caller's). */
export function DocumentNotFound({ backHref }: { backHref: string }) {
  return (
    <EmptyState
      icon={FileQuestion}
      title="Document Not Found"
      description="This agreement does not exist or is not shared with you."
      action={
        <Link className={buttonVariants()} href={backHref}>
          Go Back
        </Link>
      }
    />
  );
}
