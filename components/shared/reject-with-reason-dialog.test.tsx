/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/lib/client/test-utils";
import { RejectWithReasonDialog } from "@/components/shared/reject-with-reason-dialog";

function open(onReject: (reason: string) => Promise<unknown>, pending = false) {
  renderWithProviders(
    <RejectWithReasonDialog what="ivan's 2.50 hours" id="e1" noun="entry" description="The investor sees your reason." maxLength={500} disabled={false} pending={pending} onReject={onReject} />,
  );
  return userEvent.setup();
}

test("the reason is required: Reject waits for one, then sends it trimmed and closes", async () => {
  const onReject = jest.fn().mockResolvedValue(undefined);
  const user = open(onReject);
  await user.click(screen.getByRole("button", { name: "Reject ivan's 2.50 hours" }));
  const dialog = await screen.findByRole("dialog", { name: "Reject entry" });
  const submit = within(dialog).getByRole("button", { name: "Reject entry" });
  expect(submit).toBeDisabled();
  await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "   ");
  expect(submit).toBeDisabled();
  await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "No evidence attached  ");
  await user.click(submit);
  expect(onReject).toHaveBeenCalledWith("No evidence attached");
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
});

test("a failed rejection keeps the dialog and the reason for another try", async () => {
  const onReject = jest.fn().mockRejectedValue(new Error("Already decided"));
  const user = open(onReject);
  await user.click(screen.getByRole("button", { name: "Reject ivan's 2.50 hours" }));
  const dialog = await screen.findByRole("dialog", { name: "Reject entry" });
  await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Wrong year");
  await user.click(within(dialog).getByRole("button", { name: "Reject entry" }));
  await waitFor(() => expect(onReject).toHaveBeenCalled());
  expect(screen.getByRole("dialog", { name: "Reject entry" })).toBeInTheDocument();
  expect(within(dialog).getByRole("textbox", { name: "Reason" })).toHaveValue("Wrong year");
});
