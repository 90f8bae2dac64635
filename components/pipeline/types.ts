// The board's wire shapes, apart from the components that pass them down (so no component file imports
// its own parent).
import type { z } from "zod";
import type { boardSchema } from "@/lib/api/registry/board-wire";
import type { Stage } from "@/lib/projects/schemas";

export type BoardData = z.infer<typeof boardSchema>;
export type Card = BoardData["columns"][number]["cards"][number];
export type PlacedCard = Card & { stage: Stage };
