import { Badge } from "@/components/ui/badge";
import { completionBadge } from "@/lib/deal-room/policy";

const VARIANT = { Complete: "default", "In Progress": "info", Started: "warning", "Not Started": "secondary" } as const;

/** Spec 2 §4's admin badge for a completion percentage. */
export function CompletionBadge({ percentage }: { percentage: number }) {
  const badge = completionBadge(percentage);
  return <Badge variant={VARIANT[badge]}>{badge}</Badge>;
}
