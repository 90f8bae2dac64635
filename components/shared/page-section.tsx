import type { ReactNode } from "react";
import { cn } from "@/lib/client/cn";

type Props = {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: ReactNode;
  /** One or two sentences under the heading: what the page is for. */
  description: ReactNode;
  /** A form-like page reads best at a column's width; a table takes the whole width. */
  narrow?: boolean;
  className?: string;
  children: ReactNode;
};

/** A portal page's own section: its heading, a line of what it is for, then its content. Server-renderable. */
export function PageSection({ id, title, description, narrow = false, className, children }: Props) {
  return (
    <section aria-labelledby={id} className={cn(narrow ? "mx-auto grid w-full max-w-3xl gap-4" : "space-y-4", className)}>
      <div className="grid gap-1">
        <h1 id={id} className="text-2xl font-semibold tracking-tight wrap-anywhere text-slate-900">
          {title}
        </h1>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      {children}
    </section>
  );
}
