/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import { MailLogTable } from "@/components/mail/mail-log-table";
import type { MailLogRow } from "@/lib/mail/queries";

const row = (over: Partial<MailLogRow>): MailLogRow => ({
  id: "m1",
  recipient: "ada@example.com",
  subject: "Confirm your email address",
  category: "email-verification",
  state: "sent",
  error: null,
  attempts: 1,
  createdAt: new Date("2026-11-28T09:05:07Z"),
  sentAt: new Date("2026-11-28T09:05:08Z"),
  ...over,
});

describe("MailLogTable", () => {
  it("lists each mail with its time in UTC, category and state, as a table and as phone cards", () => {
    render(<MailLogTable rows={[row({}), row({ id: "m2", subject: "Reset your password", category: "password-reset", state: "file" })]} limit={500} />);
    const table = screen.getByRole("table", { name: "The last 500 mails, newest first" });
    const cells = within(table).getAllByRole("row")[1];
    expect(within(cells).getByText("2026-11-28 09:05:07 UTC")).toBeInTheDocument();
    expect(within(cells).getByText("Email verification")).toBeInTheDocument();
    expect(within(cells).getByText("Sent")).toBeInTheDocument();
    expect(within(table).getByText("Written to file")).toBeInTheDocument();
    // The same two rows are the phone's cards: the subject their heading, the state beside it.
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(cells).getByText("Confirm your email address").closest("td")).toHaveAttribute("data-card", "title");
    expect(within(cells).getByText("Sent").closest("td")).toHaveAttribute("data-card", "badge");
  });

  it("says why a mail failed and whether it will be tried again", () => {
    render(<MailLogTable rows={[row({ state: "failed", error: "Connection refused", attempts: 2 }), row({ id: "m2", state: "failed", error: "Mailbox unavailable", attempts: 5 })]} limit={500} />);
    const table = screen.getByRole("table");
    expect(within(table).getByText("Connection refused · 2 tries, will retry")).toBeInTheDocument();
    expect(within(table).getByText("Mailbox unavailable · 5 tries, given up")).toBeInTheDocument();
  });

  it("says so when no mail was sent yet", () => {
    render(<MailLogTable rows={[]} limit={500} />);
    expect(screen.getByText("No mail yet.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
