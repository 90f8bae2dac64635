"use client";
import { Badge } from "@/components/ui/badge";
import { DataTable, type Column } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import type { MailLogRow } from "@/lib/mail/queries";

const STATES: Record<string, { label: string; variant: "default" | "secondary" | "warning" | "destructive" | "info" }> = {
  sent: { label: "Sent", variant: "default" },
  file: { label: "Written to file", variant: "info" },
  queued: { label: "Queued", variant: "secondary" },
  failed: { label: "Failed", variant: "destructive" },
};

const CATEGORIES: Record<string, string> = { "email-verification": "Email verification", "password-reset": "Password reset" };

/** In UTC, named: the server's render and the browser's must write the same time. */
const utcSecond = (at: Date) => `${at.toISOString().slice(0, 19).replace("T", " ")} UTC`;

function State({ row }: { row: MailLogRow }) {
  const state = STATES[row.state] ?? { label: row.state, variant: "secondary" as const };
  return (
    <>
      <Badge variant={state.variant}>{state.label}</Badge>
      {row.state === "failed" && (
        <p className="mt-1 max-w-80 text-xs wrap-anywhere text-red-800">
          {row.error} · {row.attempts} {row.attempts === 1 ? "try" : "tries"}
          {row.attempts < 5 ? ", will retry" : ", given up"}
        </p>
      )}
    </>
  );
}

// A client module because DataTable takes the columns' cell functions.
const columns: Column<MailLogRow>[] = [
  { id: "time", header: "Time", nowrap: true, cell: (row) => <time dateTime={row.createdAt.toISOString()}>{utcSecond(row.createdAt)}</time> },
  { id: "recipient", header: "Recipient", card: "wide", cell: (row) => <span className="wrap-anywhere">{row.recipient}</span> },
  { id: "subject", header: "Subject", card: "title", cell: (row) => <span className="wrap-anywhere font-medium text-slate-900">{row.subject}</span> },
  { id: "category", header: "Category", cell: (row) => CATEGORIES[row.category] ?? row.category },
  { id: "state", header: "State", card: "badge", cell: (row) => <State row={row} /> },
];

/** The Mail Log's rows, newest first: a table, cards on a phone. */
export function MailLogTable({ rows, limit }: { rows: MailLogRow[]; limit: number }) {
  if (rows.length === 0) return <EmptyState title="No mail yet." description="Mail appears here once the portal sends its first: a confirmation link, a reset or a notification." />;
  return <DataTable label={`The last ${limit} mails, newest first`} rows={rows} rowKey={(row) => row.id} columns={columns} />;
}
