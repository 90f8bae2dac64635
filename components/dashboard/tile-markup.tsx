import { ChevronRight } from "lucide-react";
import { cn } from "@/lib/client/cn";
import type { MenuEntry } from "@/components/shell/menu-entry";

// A tile's look, shared by the client tiles (links and dialogs) and the server's link-only tiles. No hooks:
// it renders wherever it is imported.
const ACCENTS = {
  emerald: { tile: "hover:border-emerald-300 hover:bg-emerald-50/40", icon: "bg-emerald-100 text-emerald-800", chevron: "group-hover:text-emerald-700" },
  sky: { tile: "hover:border-sky-300 hover:bg-sky-50/50", icon: "bg-sky-100 text-sky-800", chevron: "group-hover:text-sky-700" },
} as const;

export type TileAccent = keyof typeof ACCENTS;

export const tileClass = (accent: TileAccent) =>
  cn(
    "group flex h-full w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600",
    ACCENTS[accent].tile,
  );

export const tileListClass = (className?: string) => cn("grid gap-3 sm:grid-cols-2", className);

export function TileBody({ entry, accent }: { entry: MenuEntry; accent: TileAccent }) {
  const Icon = entry.icon;
  return (
    <>
      <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg", ACCENTS[accent].icon)}>
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1 space-y-0.5">
        <span className="block font-medium text-slate-900">{entry.label}</span>
        <span className="block text-sm text-slate-600">{entry.description}</span>
      </span>
      <ChevronRight className={cn("mt-2.5 size-4 shrink-0 text-slate-400", ACCENTS[accent].chevron)} aria-hidden />
    </>
  );
}
