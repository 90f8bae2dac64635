/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { z } from "zod";
import { renderWithProviders } from "@/lib/client/test-utils";
import { RejectDialog, type RejectField } from "@/components/shared/reject-dialog";
import type { ActionResult } from "@/lib/action";

const REASON: RejectField<string> = { name: "reason", label: "Reason", required: true, maxLength: 500, schema: z.string().trim().min(1, "A rejection reason is required").max(500) };
const NOTE: RejectField<string | null> = {
  name: "notes",
  label: "Note (optional)",
  required: false,
  maxLength: 20,
  schema: z.string().trim().max(20).transform((v) => v || null),
};

function open<T>(field: RejectField<T>, onReject: (value: T) => Promise<ActionResult<unknown> | undefined>) {
  renderWithProviders(<RejectDialog what="ivan's 2.50 hours" id="e1" noun="entry" description="The investor sees your reason." field={field} disabled={false} pending={false} onReject={onReject} />);
  return userEvent.setup();
}

async function dialogOf(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Reject ivan's 2.50 hours" }));
  return screen.findByRole("dialog", { name: "Reject entry" });
}

test("a required reason: Reject waits for one, then sends it trimmed and closes", async () => {
  const onReject = jest.fn().mockResolvedValue({ ok: true, data: {} });
  const user = open(REASON, onReject);
  const dialog = await dialogOf(user);
  const submit = within(dialog).getByRole("button", { name: "Reject entry" });
  expect(submit).toBeDisabled();
  await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "   ");
  expect(submit).toBeDisabled();
  await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "No evidence attached  ");
  await user.click(submit);
  await waitFor(() => expect(onReject).toHaveBeenCalledWith("No evidence attached"));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
});

test("a failed rejection keeps the dialog and the reason for another try; the server's field message shows under the field", async () => {
  const onReject = jest.fn().mockResolvedValue({ ok: false, status: 400, error: "Invalid input", fieldErrors: { reason: ["The reason must be at most 1000 characters"] } });
  const user = open(REASON, onReject);
  const dialog = await dialogOf(user);
  await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Wrong year");
  await user.click(within(dialog).getByRole("button", { name: "Reject entry" }));
  await waitFor(() => expect(onReject).toHaveBeenCalled());
  expect(screen.getByRole("dialog", { name: "Reject entry" })).toBeInTheDocument();
  expect(within(dialog).getByRole("textbox", { name: "Reason" })).toHaveValue("Wrong year");
  expect(await within(dialog).findByText("The reason must be at most 1000 characters")).toBeInTheDocument();
});

test("a record decided meanwhile (409) closes the dialog: nothing is left to retry", async () => {
  const user = open(REASON, jest.fn().mockResolvedValue({ ok: false, status: 409, error: "Already rejected by mia" }));
  const dialog = await dialogOf(user);
  await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Late");
  await user.click(within(dialog).getByRole("button", { name: "Reject entry" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
});

test("an optional note: Reject is open at once, a blank note goes as the action's null, and the next opening starts empty", async () => {
  const onReject = jest.fn().mockResolvedValue({ ok: true, data: {} });
  const user = open(NOTE, onReject);
  let dialog = await dialogOf(user);
  await user.type(within(dialog).getByRole("textbox", { name: "Note (optional)" }), "   ");
  await user.click(within(dialog).getByRole("button", { name: "Reject entry" }));
  await waitFor(() => expect(onReject).toHaveBeenCalledWith(null));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  dialog = await dialogOf(user);
  expect(within(dialog).getByRole("textbox", { name: "Note (optional)" })).toHaveValue("");
});
