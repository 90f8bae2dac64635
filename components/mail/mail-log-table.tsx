import { format } from "date-fns";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { MailLogRow } from "@/lib/mail/queries";

const STATES: Record<string, { label: string; variant: "default" | "secondary" | "warning" | "destructive" | "info" }> = {
  sent: { label: "Sent", variant: "default" },
  file: { label: "Written to file", variant: "info" },
  queued: { label: "Queued", variant: "secondary" },
  failed: { label: "Failed", variant: "destructive" },
};

const CATEGORIES: Record<string, string> = { "email-verification": "Email verification", "password-reset": "Password reset" };

/** The Mail log's rows, newest first: a server component (no interaction), readable without JavaScript. */
export function MailLogTable({ rows, limit }: { rows: MailLogRow[]; limit: number }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <Table>
        <TableCaption className="sr-only">The last {limit} mails, newest first</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Time</TableHead>
            <TableHead>Recipient</TableHead>
            <TableHead>Subject</TableHead>
            <TableHead>Category</TableHead>
            <TableHead>State</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5} className="py-8 text-center text-slate-500">
                No mail yet.
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => {
              const state = STATES[row.state] ?? { label: row.state, variant: "secondary" as const };
              return (
                <TableRow key={row.id}>
                  <TableCell className="whitespace-nowrap">
                    <time dateTime={row.createdAt.toISOString()}>{format(row.createdAt, "yyyy-MM-dd HH:mm:ss")}</time>
                  </TableCell>
                  <TableCell className="max-w-64 truncate">{row.recipient}</TableCell>
                  <TableCell className="max-w-80 truncate">{row.subject}</TableCell>
                  <TableCell>{CATEGORIES[row.category] ?? row.category}</TableCell>
                  <TableCell>
                    <Badge variant={state.variant}>{state.label}</Badge>
                    {row.state === "failed" && (
                      <p className="mt-1 max-w-80 text-xs text-red-800">
                        {row.error} · {row.attempts} {row.attempts === 1 ? "try" : "tries"}
                        {row.attempts < 5 ? ", will retry" : ", given up"}
                      </p>
                    )}
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </div>
  );
}
