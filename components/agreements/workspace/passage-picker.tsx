"use client";
import { useMemo } from "react";
import { fieldClasses } from "@/components/ui/input";
import { cn } from "@/lib/client/cn";
import { passageLabel, passages } from "@/components/agreements/workspace/passages";
import type { TextSelection } from "@/components/agreements/workspace/document-text";

type Props = { content: string; value: TextSelection | null; onChange: (selection: TextSelection | null) => void };

/**
 * The keyboard's way to pick what a redline is about (selecting text in a page needs a mouse or caret
 * browsing): a native select of the version's clauses. Choosing one selects it, as a mouse selection would.
 */
export function PassagePicker({ content, value, onChange }: Props) {
  const list = useMemo(() => passages(content), [content]);
  const index = value ? list.findIndex((p) => p.startOffset === value.startOffset && p.endOffset === value.endOffset) : -1;
  return (
    <div className="grid gap-1">
      <label htmlFor="redline-passage" className="text-sm font-medium text-slate-700">
        Or choose a clause to redline
      </label>
      <select
        id="redline-passage"
        className={cn(fieldClasses, "h-10 py-2")}
        value={index === -1 ? "" : String(index)}
        onChange={(e) => onChange(e.target.value === "" ? null : list[Number(e.target.value)])}
      >
        <option value="">{index === -1 && value ? "Your selected text" : "No clause chosen"}</option>
        {list.map((p, i) => (
          <option key={p.startOffset} value={i}>
            {passageLabel(p)}
          </option>
        ))}
      </select>
    </div>
  );
}
