"use client";
import { useMemo, useRef } from "react";
import { cn } from "@/lib/client/cn";
import { highlightSegments, textOffset } from "@/components/agreements/workspace/highlight-segments";
import type { Thread } from "@/components/agreements/types";
import { PLACEHOLDER_MEANINGS, placeholdersIn, splitPlaceholders, type PlaceholderName } from "@/lib/agreements/placeholders";

export type TextSelection = { selectedText: string; startOffset: number; endOffset: number };

type Props = {
  content: string;
  threads: Thread[];
  activeThreadId: string | null;
  onSelectText: (selection: TextSelection | null) => void;
  onPickThread: (threadId: string) => void;
};

/**
 * The version's own text, exactly as stored (offsets count its characters), with every redline
 * highlighted where it was made. Selecting text offers a new redline.
 */
export function DocumentText({ content, threads, activeThreadId, onSelectText, onPickThread }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const segments = useMemo(() => highlightSegments(content, threads), [content, threads]);

  function readSelection() {
    const container = ref.current;
    const selection = window.getSelection();
    if (!container || !selection || selection.rangeCount === 0 || selection.isCollapsed) return onSelectText(null);
    const range = selection.getRangeAt(0);
    if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return onSelectText(null);
    const startOffset = textOffset(container, range.startContainer, range.startOffset);
    const endOffset = textOffset(container, range.endContainer, range.endOffset);
    const selectedText = content.slice(startOffset, endOffset);
    onSelectText(selectedText.trim() === "" ? null : { selectedText, startOffset, endOffset });
  }

  return (
    <div
      ref={ref}
      data-testid="document-text"
      aria-label="Agreement text"
      role="document"
      // Focusable so the keyboard can scroll a long agreement.
      tabIndex={0}
      onMouseUp={readSelection}
      onKeyUp={readSelection}
      onTouchEnd={readSelection}
      className="max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white p-4 font-serif text-[15px] leading-7 wrap-anywhere whitespace-pre-wrap text-slate-900 sm:p-6"
    >
      {segments.map((s) =>
        s.threadIds.length === 0 ? (
          <span key={s.start}>
            <MarkedFields text={s.text} />
          </span>
        ) : (
          <mark
            key={s.start}
            data-thread-ids={s.threadIds.join(" ")}
            onClick={() => onPickThread(s.threadIds[s.threadIds.length - 1])}
            className={cn("rounded-sm bg-amber-100 text-slate-900", s.threadIds.includes(activeThreadId ?? "") && "bg-amber-300 ring-1 ring-amber-500")}
          >
            <MarkedFields text={s.text} />
          </mark>
        ),
      )}
    </div>
  );
}

const fieldMeaning = (name: PlaceholderName) => `Filled in when the agreement is compiled with ${PLACEHOLDER_MEANINGS[name]}`;

/** Placeholders shown as fields, their text unchanged (selection offsets count it), their meaning on hover. */
function MarkedFields({ text }: { text: string }) {
  return splitPlaceholders(text).map((piece, i) =>
    piece.placeholder ? (
      <span key={i} data-placeholder={piece.placeholder} title={fieldMeaning(piece.placeholder)} className="rounded-sm border border-dashed border-sky-500 bg-sky-50 font-sans text-[0.9em] text-sky-900">
        {piece.text}
      </span>
    ) : (
      piece.text
    ),
  );
}

/** The meaning of every placeholder the text uses, for readers who cannot hover (keyboard, touch, screen readers). */
export function PlaceholderLegend({ content }: { content: string }) {
  const used = placeholdersIn(content);
  if (used.length === 0) return null;
  return (
    <p className="text-xs text-slate-600" data-testid="placeholder-legend">
      Marked fields are filled in when the agreement is compiled:{" "}
      {used.map((name, i) => (
        <span key={name}>
          {i > 0 && "; "}
          <code className="rounded-sm border border-dashed border-sky-500 bg-sky-50 px-0.5 text-sky-900">{`{{${name}}}`}</code> is {PLACEHOLDER_MEANINGS[name]}
        </span>
      ))}
      .
    </p>
  );
}
