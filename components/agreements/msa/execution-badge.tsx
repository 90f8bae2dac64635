import { Badge } from "@/components/ui/badge";
import type { ExecutionState } from "@/lib/agreements/msa/wire";

/** Spec 2 §4: 'Pending Execution' until both parties have signed, then fully executed. */
export function ExecutionBadge({ state }: { state: ExecutionState }) {
  return (
    <Badge variant={state === "Fully Executed" ? "default" : "warning"} data-testid="execution-state">
      {state}
    </Badge>
  );
}
