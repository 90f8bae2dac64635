"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";

export const SEARCH_DELAY_MS = 300;

type Props = { value: string; onChange: (value: string) => void; placeholder?: string; label?: string };

/**
 * A search field whose owner follows the typed text once typing pauses ('Search projects...' by
 * default). A value changed from outside (Clear filters) replaces the text; the box's own updates never
 * overwrite what is being typed. Leaving the box sends what was typed at once: a search that changes the
 * URL must not land after the user has moved on (a link clicked within the pause would be overridden).
 */
export function SearchBox({ value, onChange, placeholder = "Search projects...", label = "Search projects" }: Props) {
  const [text, setText] = useState(value);
  const sent = useRef(value);

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  const send = useCallback(
    (next: string) => {
      if (next === sent.current) return;
      sent.current = next;
      onChange(next);
    },
    [onChange],
  );

  useEffect(() => {
    const timer = setTimeout(() => send(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, send]);

  return (
    <div className="relative">
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <Input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => send(text)}
        placeholder={placeholder}
        aria-label={label}
        maxLength={200}
        className="pl-9"
      />
    </div>
  );
}
