import Link from "next/link";
import { KanbanSquare, Table2 } from "lucide-react";
import { cn } from "@/lib/client/cn";
import { boardHref, tableHref, type BoardFilters } from "@/lib/pipeline/board-href";

type Props = { current: "board" | "table"; filters: Pick<BoardFilters, "search" | "quarter" | "type"> };

/** Board / Table: the same deals with the same search, quarter and type, as columns or as the table. */
export function ViewSwitch({ current, filters }: Props) {
  const item = (view: "board" | "table", href: string, label: string, Icon: typeof Table2) => (
    <Link
      href={href}
      aria-current={current === view ? "page" : undefined}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium",
        current === view ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
      )}
    >
      <Icon className="size-4" aria-hidden />
      {label}
    </Link>
  );
  return (
    <nav aria-label="Pipeline view" className="inline-flex rounded-lg bg-slate-100 p-1">
      {item("table", tableHref(filters), "Table", Table2)}
      {item("board", boardHref({ ...filters, idle: false }), "Board", KanbanSquare)}
    </nav>
  );
}
