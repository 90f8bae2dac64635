import { z } from "zod";
import { STAGES, TYPES } from "@/lib/projects/schemas";
import { idleLimitsSchema } from "@/lib/pipeline/schemas";
import { isoDate, money } from "@/lib/api/registry/wire";

// The pipeline board (lib/pipeline/queries.ts getBoard) as its page hands it to the browser. No route
// answers it (the specs list none: the board is a page), but its shape is written down here with the
// routes' answers, so the page checks its data the one way every page does (asWire in lib/wire.ts).

const boardCardSchema = z.object({
  id: z.string(),
  client: z.string(),
  deploymentQuarter: z.string(),
  type: z.enum(TYPES),
  projectCost: money,
  numberOfChargers: z.number().int(),
  reservationStatus: z.enum(["pending", "approved"]).nullable().meta({ description: "A rejected reservation holds nothing: null" }),
  investor: z.string().nullable().meta({ description: "The holder's username while a reservation holds the deal" }),
  lastActivityAt: isoDate,
  stageEnteredAt: isoDate,
});

const boardColumnSchema = z.object({
  stage: z.enum(STAGES),
  count: z.number().int(),
  value: money,
  chargers: z.number().int(),
  idleCount: z.number().int().nullable().meta({ description: "Null for a stage without an idle limit" }),
  medianDays: z.number().nullable().meta({ description: "Median days in the stage over the stays that ended in the last 90 days" }),
  cards: z.array(boardCardSchema).meta({ description: "The column's first cards, newest activity first" }),
});

export const boardSchema = z.object({
  columns: z.array(boardColumnSchema).meta({ description: "In the stages' order" }),
  limits: idleLimitsSchema,
  now: isoDate.meta({ description: "The instant the board was read at: idle days count to it" }),
});
