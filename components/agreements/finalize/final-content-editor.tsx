"use client";
import { useState } from "react";
import { cn } from "@/lib/client/cn";
import { AGREEMENT_PROSE } from "@/components/agreements/msa/agreement-html";

type Props = { html: string; onChange: (html: string) => void; describedBy?: string };

/**
 * The compiled agreement as an editable preview. The element owns its markup while it is edited: React
 * seeds it once (the parent remounts it with a new key after each compile) and reads it back on input.
 * The compiled HTML comes from the server's compile call; the server sanitizes it again at finalize.
 */
export function FinalContentEditor({ html, onChange, describedBy }: Props) {
  const [seed] = useState(html);
  return (
    <div
      role="textbox"
      aria-multiline="true"
      aria-label="Final content"
      aria-describedby={describedBy}
      tabIndex={0}
      contentEditable
      suppressContentEditableWarning
      data-placeholder="Compile the content, or write it here."
      data-testid="final-content"
      onInput={(e) => onChange(e.currentTarget.innerHTML)}
      className={cn(
        AGREEMENT_PROSE,
        "min-h-72 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-300 bg-white p-4 shadow-inner focus-visible:border-emerald-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600/30 sm:p-6",
        "empty:before:text-slate-500 empty:before:content-[attr(data-placeholder)]",
      )}
      dangerouslySetInnerHTML={{ __html: seed }}
    />
  );
}
