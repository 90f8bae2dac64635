// One colour per stage (spec 1 §4), used by the stage badges, the Deals by Stage buttons and its chart.
// Full class names, so Tailwind finds them in this file.
import type { Stage } from "@/lib/projects/schemas";

type StageStyle = { badge: string; bar: string; ring: string };

export const STAGE_STYLE: Record<Stage, StageStyle> = {
  Pipeline: { badge: "bg-slate-100 text-slate-700", bar: "bg-slate-400", ring: "ring-slate-400" },
  "Best Case": { badge: "bg-sky-100 text-sky-800", bar: "bg-sky-500", ring: "ring-sky-500" },
  Committed: { badge: "bg-emerald-100 text-emerald-800", bar: "bg-emerald-600", ring: "ring-emerald-600" },
  Contracted: { badge: "bg-violet-100 text-violet-800", bar: "bg-violet-500", ring: "ring-violet-500" },
  Deployed: { badge: "bg-amber-100 text-amber-900", bar: "bg-amber-500", ring: "ring-amber-500" },
};
