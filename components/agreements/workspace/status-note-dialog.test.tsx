/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch, renderWithProviders, sentBody } from "@/lib/client/test-utils";
import { StatusNoteDialog } from "@/components/agreements/workspace/status-note-dialog";

test("rejecting needs a note: the button waits for one, then sends it", async () => {
  const fetchMock = mockFetch(() => ({ body: { id: "v1", status: "rejected" } }));
  const onOpenChange = jest.fn();
  renderWithProviders(<StatusNoteDialog versionId="v1" status="rejected" templateTitle="MSA" open onOpenChange={onOpenChange} />);
  const user = userEvent.setup();
  const reject = screen.getByRole("button", { name: "Reject" });
  expect(reject).toBeDisabled();
  await user.type(screen.getByRole("textbox", { name: "Rejection note" }), "   ");
  expect(reject).toBeDisabled();
  await user.type(screen.getByRole("textbox", { name: "Rejection note" }), "Terms withdrawn");
  await user.click(reject);
  await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  expect(fetchMock).toHaveBeenCalledWith("/api/templates/versions/v1/status", expect.objectContaining({ method: "PATCH" }));
  expect(sentBody(fetchMock)).toEqual({ status: "rejected", note: "Terms withdrawn" });
});

test("approving takes an optional note", async () => {
  const fetchMock = mockFetch(() => ({ body: { id: "v1", status: "approved" } }));
  renderWithProviders(<StatusNoteDialog versionId="v1" status="approved" templateTitle="MSA" open onOpenChange={jest.fn()} />);
  await userEvent.setup().click(screen.getByRole("button", { name: "Approve" }));
  await waitFor(() => expect(sentBody(fetchMock)).toEqual({ status: "approved" }));
});
