import Link from "next/link";
import { FileSearch, FileWarning, type LucideIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { EmptyState } from "@/components/ui/empty-state";
import { MSA_NOT_FOUND, NOT_READY_FOR_FINALIZATION } from "@/lib/agreements/msa/wire";

type Props = { backHref: string };

function DeadEnd({ icon, title, description, backHref }: Props & { icon: LucideIcon; title: string; description: string }) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <Link className={buttonVariants()} href={backHref}>Go Back</Link>
      }
    />
  );
}

/** Spec 2 §2's empty state for a version that is not approved (or no longer: finalized, moved back). */
export function TemplateNotReady({ backHref }: Props) {
  return <DeadEnd icon={FileWarning} title="Template Not Ready" description={NOT_READY_FOR_FINALIZATION} backHref={backHref} />;
}

/** Spec 2 §2/§8: the MSA Not Found state, for an id without a finalized MSA (or one that is not the caller's). */
export function MsaNotFound({ backHref }: Props) {
  return <DeadEnd icon={FileSearch} title="MSA Not Found" description={MSA_NOT_FOUND} backHref={backHref} />;
}
