// The board's wire shapes, apart from the components that pass them down (so no component file imports
// its own parent).
import type { Board } from "@/lib/pipeline/queries";
import type { Wire } from "@/lib/wire";
import type { Stage } from "@/lib/projects/schemas";

export type BoardData = Wire<Board>;
export type Card = BoardData["columns"][number]["cards"][number];
export type PlacedCard = Card & { stage: Stage };
