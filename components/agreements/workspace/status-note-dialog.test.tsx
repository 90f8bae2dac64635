/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/lib/client/test-utils";
import { StatusNoteDialog } from "@/components/agreements/workspace/status-note-dialog";
import { changeVersionStatusAction } from "@/actions/agreements/change-version-status";

jest.mock("@/actions/agreements/change-version-status", () => ({ changeVersionStatusAction: jest.fn() }));
jest.mock("@/actions/agreements/start-template-review", () => ({ startTemplateReviewAction: jest.fn() }));
jest.mock("@/actions/agreements/notify-investor", () => ({ notifyInvestorAction: jest.fn() }));
jest.mock("@/actions/agreements/create-thread", () => ({ createThreadAction: jest.fn() }));
jest.mock("@/actions/agreements/add-reply", () => ({ addReplyAction: jest.fn() }));
jest.mock("@/actions/agreements/set-thread-status", () => ({ setThreadStatusAction: jest.fn() }));
const change = jest.mocked(changeVersionStatusAction);

beforeEach(() => jest.clearAllMocks());

test("rejecting needs a note: the button waits for one, then sends it", async () => {
  change.mockResolvedValue({ ok: true, data: { id: "v1", status: "rejected" } });
  const onOpenChange = jest.fn();
  renderWithProviders(<StatusNoteDialog from="reviewing" versionId="v1" status="rejected" templateTitle="MSA" open onOpenChange={onOpenChange} />);
  const user = userEvent.setup();
  const reject = screen.getByRole("button", { name: "Reject" });
  expect(reject).toBeDisabled();
  await user.type(screen.getByRole("textbox", { name: "Rejection note" }), "   ");
  expect(reject).toBeDisabled();
  await user.type(screen.getByRole("textbox", { name: "Rejection note" }), "Terms withdrawn");
  await user.click(reject);
  await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  expect(change).toHaveBeenCalledWith({ versionId: "v1", status: "rejected", expectedStatus: "reviewing", note: "Terms withdrawn" }, { idempotencyKey: expect.any(String) });
  expect(await screen.findByText("Status Updated")).toBeInTheDocument();
});

test("approving takes an optional note", async () => {
  change.mockResolvedValue({ ok: true, data: { id: "v1", status: "approved" } });
  renderWithProviders(<StatusNoteDialog from="reviewing" versionId="v1" status="approved" templateTitle="MSA" open onOpenChange={jest.fn()} />);
  await userEvent.setup().click(screen.getByRole("button", { name: "Approve" }));
  await waitFor(() => expect(change).toHaveBeenCalledWith({ versionId: "v1", status: "approved", expectedStatus: "reviewing", note: undefined }, { idempotencyKey: expect.any(String) }));
});

test("a refused move keeps the dialog open and shows the server's reason", async () => {
  change.mockResolvedValue({ ok: false, status: 400, error: "A rejection note is required" });
  const onOpenChange = jest.fn();
  renderWithProviders(<StatusNoteDialog from="reviewing" versionId="v1" status="rejected" templateTitle="MSA" open onOpenChange={onOpenChange} />);
  const user = userEvent.setup();
  await user.type(screen.getByRole("textbox", { name: "Rejection note" }), "Late");
  await user.click(screen.getByRole("button", { name: "Reject" }));
  expect(await screen.findByText("A rejection note is required")).toBeInTheDocument();
  expect(onOpenChange).not.toHaveBeenCalledWith(false);
});

test("a version a colleague moved meanwhile: the notice names who and when, and the dialog closes", async () => {
  change.mockResolvedValue({ ok: false, status: 409, error: "This template version is already approved; moved there by ann (27 Nov 2026, 03:10 UTC)" });
  const onOpenChange = jest.fn();
  renderWithProviders(<StatusNoteDialog from="reviewing" versionId="v1" status="rejected" templateTitle="MSA" open onOpenChange={onOpenChange} />);
  const user = userEvent.setup();
  await user.type(screen.getByRole("textbox", { name: "Rejection note" }), "Late");
  await user.click(screen.getByRole("button", { name: "Reject" }));
  expect(await screen.findByText(/already approved; moved there by ann/)).toBeInTheDocument();
  expect(screen.getByText("Already decided")).toBeInTheDocument();
  await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
});

test("the server's message for the note shows under it", async () => {
  change.mockResolvedValue({ ok: false, status: 400, error: "Invalid input", fieldErrors: { note: ["The note must be at most 2000 characters"] } });
  renderWithProviders(<StatusNoteDialog from="reviewing" versionId="v1" status="rejected" templateTitle="MSA" open onOpenChange={jest.fn()} />);
  const user = userEvent.setup();
  await user.type(screen.getByRole("textbox", { name: "Rejection note" }), "Late");
  await user.click(screen.getByRole("button", { name: "Reject" }));
  expect(await screen.findByText("The note must be at most 2000 characters")).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Rejection note" })).toHaveAttribute("aria-invalid", "true");
});
