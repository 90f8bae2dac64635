// One tracking dialog serves both kinds of entry (spec 2 §2 Service Hours and Education Credits): what
// differs between them is this definition — its texts, form fields, schema, actions and toasts (§7, §8),
// how History shows an entry and what Progress shows.
import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { ZodType } from "zod";
import type { ActionOptions, ActionResult } from "@/lib/action";
import type { ReviewKind } from "@/lib/requirements/review";
import type { ReviewStatus } from "@/lib/requirements/schemas";
import type { Messages } from "@/components/requirements/use-entry-action";

/** What every entry has, whatever its kind. */
export type TrackedEntry = { id: string; status: ReviewStatus; rejectionReason: string | null };

/** A form field, laid out by the shared form: the short ones two to a row, `wide` ones across. */
export type FieldSpec = { name: string; label: string; hint?: string; wide?: boolean } & (
  | { type: "text"; maxLength: number }
  | { type: "number"; step: string; min: string; max?: string }
  | { type: "date" }
  | { type: "textarea"; maxLength: number; placeholder?: string }
  | { type: "choice"; choices: readonly { value: string; label: string }[]; placeholder?: string }
);

/** A submission's input: the form's values, and where an upload reports its progress (0–1). */
type Submission<V> = { values: V; onProgress?: (fraction: number) => void };
type Call<I> = (input: I, options?: ActionOptions) => Promise<ActionResult<unknown>>;

/** The Progress tab: a meter toward the year's hours and the figures beside it. */
export type ProgressView = {
  meter: { label: string; hours: string; required: string; percentage: number };
  note?: string;
  figures: [label: string, value: string][];
  columns: 2 | 3;
  breakdown?: { title: string; rows: [label: string, value: string][] };
};

export type TrackingKind<E extends TrackedEntry, V extends FieldValues, D> = {
  review: ReviewKind;
  title: string;
  description: string;
  /** The tab list's name, and with the year the History list's. */
  tabsLabel: string;
  logLabel: string;
  editLabel: string;
  updateLabel: string;
  idPrefix: string;
  schema: ZodType<V, FieldValues>;
  empty: () => FieldValues;
  toForm: (entry: E) => FieldValues;
  fields: FieldSpec[];
  /** Anything the form has besides its fields (the evidence file of service hours). */
  extra?: (form: UseFormReturn<FieldValues, unknown, V>, editing: E | null) => ReactNode;
  actions: { log: Call<Submission<V>>; update: Call<Submission<V> & { id: string }>; remove: Call<string> };
  messages: { log: Messages; update: Messages; remove: Messages };
  history: {
    emptyTitle: string;
    emptyText: (year: number) => string;
    /** The entry in buttons' names: "Edit {name}", "Delete {name}". */
    name: (entry: E) => string;
    /** The entry in the delete confirmation: "{what} will be removed." */
    what: (entry: E) => string;
    headline: (entry: E) => ReactNode;
    details: (entry: E) => ReactNode;
    attachment?: (entry: E) => ReactNode;
    /** Spec 2 §4: edit only while pending; delete per kind. */
    deletable: (entry: E) => boolean;
  };
  progress: (data: D) => ProgressView;
};
