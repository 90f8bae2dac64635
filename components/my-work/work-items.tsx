import Link from "next/link";
import { ChevronRight } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatDay } from "@/components/courses/course-format";
import type { MyWorkItem } from "@/lib/my-work/summary";

/**
 * One line per thing to do, each a link to the screen where it is done: a count (a review queue, documents
 * missing) or a due date (a course), and a sentence of detail. A queue with nothing waiting reads so. The
 * count's circle is for the eye: the detail says the number in words.
 */
export function WorkItems({ items, label }: { items: MyWorkItem[]; label: string }) {
  return (
    <ul className="grid gap-2" aria-label={label}>
      {items.map((item, i) => {
        const idle = item.count === 0;
        return (
          <li key={`${item.kind}-${i}`}>
            <Link
              href={item.href}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm transition-colors hover:bg-emerald-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
            >
              {item.count !== null && (
                <span
                  aria-hidden
                  className={`grid size-10 shrink-0 place-items-center rounded-full text-base font-semibold tabular-nums ${idle ? "bg-slate-100 text-slate-600" : "bg-amber-100 text-amber-900"}`}
                >
                  {item.count}
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">{item.title}</span>
                <span className="block text-sm text-slate-600">{idle ? "Nothing waiting." : item.detail}</span>
              </span>
              {item.dueDate && <Badge variant="warning">Due {formatDay(item.dueDate)}</Badge>}
              <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
