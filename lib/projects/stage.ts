// The one translation between Prisma's enum value and the stage's display value. SQL stores the display
// value ('Best Case'), so raw queries read and filter with it; only Prisma's model API needs `BestCase`.
import type { ProjectStage as DbStage } from "@/generated/prisma/enums";
import type { Stage } from "@/lib/projects/schemas";

export function toDbStage(stage: Stage): DbStage {
  return stage === "Best Case" ? "BestCase" : stage;
}

export function fromDbStage(stage: DbStage): Stage {
  return stage === "BestCase" ? "Best Case" : stage;
}
