/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReviewControls } from "@/components/deal-room/review-controls";
import { renderWithProviders } from "@/lib/client/test-utils";
import { reviewDocumentAction } from "@/actions/deal-room/review-document";

jest.mock("@/actions/deal-room/review-document", () => ({ reviewDocumentAction: jest.fn() }));
beforeEach(() => jest.mocked(reviewDocumentAction).mockReset());

test("a document not reviewed yet offers Accept and Reject", () => {
  renderWithProviders(<ReviewControls documentId="d1" label="Pictures" reviewStatus={null} />);
  expect(screen.getByRole("button", { name: "Accept Pictures" })).toBeEnabled();
  expect(screen.getByRole("button", { name: "Reject Pictures" })).toBeEnabled();
  expect(screen.queryByText("Accepted")).not.toBeInTheDocument();
});

test("an accepted document shows the decision and offers only Reject (no Accept that would re-do it)", async () => {
  jest.mocked(reviewDocumentAction).mockResolvedValue({ ok: true, data: { id: "d1", reviewStatus: "rejected" } });
  renderWithProviders(<ReviewControls documentId="d1" label="Pictures" reviewStatus="accepted" reviewedBy="erin" />);
  expect(screen.getByText("Accepted")).toBeInTheDocument();
  expect(screen.getByText(/by erin/)).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Accept Pictures" })).not.toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Reject Pictures" }));
  const dialog = await screen.findByRole("dialog", { name: "Reject Pictures" });
  await user.type(within(dialog).getByLabelText("Reason"), "Blurred");
  await user.click(within(dialog).getByRole("button", { name: "Reject Document" }));
  expect(reviewDocumentAction).toHaveBeenCalledWith({ id: "d1", decision: "rejected", reason: "Blurred", expectedStatus: "accepted" }, expect.anything());
});

test("a rejected document shows the decision and offers only Accept", async () => {
  jest.mocked(reviewDocumentAction).mockResolvedValue({ ok: true, data: { id: "d1", reviewStatus: "accepted" } });
  renderWithProviders(<ReviewControls documentId="d1" label="Pictures" reviewStatus="rejected" />);
  expect(screen.getByText("Rejected")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Reject Pictures" })).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole("button", { name: "Accept Pictures" }));
  expect(reviewDocumentAction).toHaveBeenCalledWith({ id: "d1", decision: "accepted", expectedStatus: "rejected" }, expect.anything());
});
