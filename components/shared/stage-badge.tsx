import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/client/cn";
import type { Stage } from "@/lib/projects/schemas";
import { STAGE_STYLE } from "@/components/shared/stage-style";

export function StageBadge({ stage }: { stage: Stage }) {
  return <Badge className={cn("border-transparent", STAGE_STYLE[stage].badge)}>{stage}</Badge>;
}
