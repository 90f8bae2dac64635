import Link from "next/link";
import { FileSearch } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { MSA_NOT_FOUND } from "@/lib/agreements/msa/wire";

/** Spec 2 §2/§8: the MSA Not Found state, for an id without a finalized MSA (or one that is not the caller's). */
export function MsaNotFound({ backHref }: { backHref: string }) {
  return (
    <EmptyState
      icon={FileSearch}
      title="MSA Not Found"
      description={MSA_NOT_FOUND}
      action={
        <Button asChild>
          <Link href={backHref}>Go Back</Link>
        </Button>
      }
    />
  );
}
