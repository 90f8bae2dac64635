import Link from "next/link";
import { FileWarning } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { NOT_READY_FOR_FINALIZATION } from "@/lib/agreements/msa/wire";

/** Spec 2 §2's empty state for a version that is not approved (or no longer: finalized, moved back). */
export function TemplateNotReady({ backHref }: { backHref: string }) {
  return (
    <EmptyState
      icon={FileWarning}
      title="Template Not Ready"
      description={NOT_READY_FOR_FINALIZATION}
      action={
        <Button asChild>
          <Link href={backHref}>Go Back</Link>
        </Button>
      }
    />
  );
}
