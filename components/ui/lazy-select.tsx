"use client";
import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/client/cn";
import { LazyPopup } from "@/components/ui/lazy-popup";
import { selectTriggerClass } from "@/components/ui/select-trigger-class";
import type { OptionsSelectProps } from "@/components/ui/options-select";

const loadSelect = () => import("@/components/ui/options-select").then((m) => m.OptionsSelect);

/** A closed select's role and state, as Radix's Select.Trigger renders them. */
const CLOSED_SELECT_TRIGGER = { role: "combobox", "aria-expanded": false, "aria-autocomplete": "none", "data-state": "closed" } as const;

/**
 * A select of a few labelled options whose Radix code loads at the first sign of use (see LazyPopup):
 * for a page's always-visible filters. Until then its trigger looks and reads as SelectTrigger's.
 */
export function LazySelect(props: OptionsSelectProps) {
  const { label, options, value, className } = props;
  const trigger = {
    className: cn(selectTriggerClass, className),
    "aria-label": label,
    children: (
      <>
        <span style={{ pointerEvents: "none" }}>{options.find((o) => o.value === value)?.label}</span>
        <ChevronDown className="size-4 shrink-0 text-slate-500" aria-hidden />
      </>
    ),
  };
  return <LazyPopup load={loadSelect} popupProps={props} trigger={trigger} closed={CLOSED_SELECT_TRIGGER} />;
}
