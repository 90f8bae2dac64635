/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReviewQueue } from "@/components/requirements/review/review-queue";
import { CreditDetails, describeCredit, describeHours, HoursDetails } from "@/components/requirements/review/queue-details";
import { QueueFiltersBar } from "@/components/requirements/review/queue-filters";
import type { QueuedCredit, QueuedHours } from "@/components/requirements/review/types";
import { approveServiceHoursAction } from "@/actions/requirements/approve-service-hours";
import { rejectServiceHoursAction } from "@/actions/requirements/reject-service-hours";
import { bulkApproveServiceHoursAction } from "@/actions/requirements/bulk-approve-service-hours";
import { renderWithProviders } from "@/lib/client/test-utils";

// The queue's rows come from the page (read on the server); its decisions are server actions.
jest.mock("@/actions/requirements/approve-service-hours", () => ({ approveServiceHoursAction: jest.fn() }));
jest.mock("@/actions/requirements/reject-service-hours", () => ({ rejectServiceHoursAction: jest.fn() }));
jest.mock("@/actions/requirements/bulk-approve-service-hours", () => ({ bulkApproveServiceHoursAction: jest.fn() }));
jest.mock("@/actions/requirements/approve-education-credit", () => ({ approveEducationCreditAction: jest.fn() }));
jest.mock("@/actions/requirements/reject-education-credit", () => ({ rejectEducationCreditAction: jest.fn() }));
jest.mock("@/actions/requirements/bulk-approve-education-credits", () => ({ bulkApproveEducationCreditsAction: jest.fn() }));
const approve = jest.mocked(approveServiceHoursAction);
const reject = jest.mocked(rejectServiceHoursAction);
const bulk = jest.mocked(bulkApproveServiceHoursAction);
beforeEach(() => jest.clearAllMocks());

const row = (id: string, hours: string, status: QueuedHours["status"] = "pending"): QueuedHours => ({
  id,
  userId: "u1",
  username: "ada",
  status,
  rejectionReason: null,
  approvedAt: null,
  createdAt: "2026-01-02T00:00:00.000Z",
  serviceDate: "2026-01-02",
  hours,
  category: "monitoring",
  description: `Entry ${id}`,
  evidence: null,
});

function show(items: QueuedHours[]) {
  renderWithProviders(
    <ReviewQueue<QueuedHours> kind="service-hours" list={{ items, total: items.length, page: 1, pageSize: 25 }} onPage={() => {}} describe={describeHours} details={(r) => <HoursDetails row={r} />} />,
  );
}

test("approve selected sends the picked pending entries and shows the server's message", async () => {
  bulk.mockResolvedValue({ ok: true, data: { message: "2 entries approved", ids: ["a", "b"], status: "approved" } });
  show([row("a", "2.00"), row("b", "3.00"), row("c", "1.00", "approved")]);
  const user = userEvent.setup();
  expect(screen.getByRole("button", { name: "Approve selected (0)" })).toBeDisabled();
  await user.click(screen.getByLabelText("Select every pending entry on this page"));
  await user.click(screen.getByRole("button", { name: "Approve selected (2)" }));
  await waitFor(() => expect(bulk).toHaveBeenCalledWith({ ids: ["a", "b"] }, expect.objectContaining({ idempotencyKey: expect.any(String) })));
  expect(await screen.findByText("2 entries approved")).toBeInTheDocument();
});

test("a refused approval shows an 'Error' toast with the server's text", async () => {
  approve.mockResolvedValue({ ok: false, status: 404, error: "Entry not found" });
  show([row("a", "2.00")]);
  await userEvent.setup().click(screen.getByRole("button", { name: /^Approve 2 hours by ada/ }));
  expect(await screen.findByText("Entry not found")).toBeInTheDocument();
  expect(screen.getByText("Error")).toBeInTheDocument();
});

test("a double click sends one request; a repeat the server already decided reads as news, not as an error", async () => {
  let answer: (value: Awaited<ReturnType<typeof bulk>>) => void = () => {};
  bulk.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  show([row("a", "2.00"), row("b", "3.00")]);
  const user = userEvent.setup();
  await user.click(screen.getByLabelText("Select every pending entry on this page"));
  await user.dblClick(screen.getByRole("button", { name: "Approve selected (2)" }));
  expect(screen.getByRole("button", { name: "Approve selected (2)" })).toBeDisabled();
  answer({ ok: true, data: { message: "2 entries approved", ids: ["a", "b"], status: "approved" } });
  expect(await screen.findByText("2 entries approved")).toBeInTheDocument();
  expect(bulk).toHaveBeenCalledTimes(1);

  bulk.mockResolvedValueOnce({ ok: false, status: 409, error: "These 2 entries were already approved by you (27 Nov 2026, 03:10 UTC)" });
  await user.click(screen.getByRole("button", { name: "Approve selected (2)" }));
  expect(await screen.findByText("These 2 entries were already approved by you (27 Nov 2026, 03:10 UTC)")).toBeInTheDocument();
  expect(screen.getByText("Already decided")).toBeInTheDocument();
  expect(screen.queryByText("Error")).not.toBeInTheDocument();
});

test("reject needs a reason, sends it trimmed, and closes once the server agrees", async () => {
  reject.mockResolvedValue({ ok: true, data: { message: "Entry rejected", ids: ["a"], status: "rejected" } });
  show([row("a", "2.00")]);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: /^Reject 2 hours by ada/ }));
  const dialog = await screen.findByRole("dialog", { name: "Reject entry" });
  expect(within(dialog).getByRole("button", { name: "Reject entry" })).toBeDisabled();
  await user.type(within(dialog).getByLabelText("Reason"), "  No minutes attached ");
  await user.click(within(dialog).getByRole("button", { name: "Reject entry" }));
  await waitFor(() => expect(reject).toHaveBeenCalledWith({ id: "a", reason: "No minutes attached" }, expect.anything()));
  expect(await screen.findByText("Entry rejected")).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Reject entry" })).not.toBeInTheDocument());
});

test("a rejected credit reads 'Denied' in the staff queue, as the investor sees it; a rejected hours entry reads 'Rejected'", () => {
  const credit: QueuedCredit = {
    id: "c1",
    userId: "u1",
    username: "ada",
    status: "rejected",
    rejectionReason: "No certificate",
    approvedAt: null,
    createdAt: "2026-01-02T00:00:00.000Z",
    courseName: "EV Finance 101",
    provider: "NACFE",
    completionDate: "2026-01-02",
    creditHours: "2.00",
    category: "technical",
    description: null,
  };
  const { unmount } = renderWithProviders(
    <ReviewQueue<QueuedCredit> kind="education-credits" list={{ items: [credit], total: 1, page: 1, pageSize: 25 }} onPage={() => {}} describe={describeCredit} details={(r) => <CreditDetails row={r} />} />,
  );
  expect(screen.getByText("Denied")).toBeInTheDocument();
  expect(screen.queryByText("Rejected")).not.toBeInTheDocument();
  unmount();
  show([row("h1", "2.00", "rejected")]);
  expect(screen.getByText("Rejected")).toBeInTheDocument();
});

test("the status filter names a rejected credit 'Denied' and a rejected hours entry 'Rejected'", () => {
  const view = (tab: "hours" | "credits") => ({ tab, year: 2026, status: "rejected" as const, investor: "", search: "", page: 1 });
  const { unmount } = renderWithProviders(<QueueFiltersBar view={view("credits")} years={[2026]} investors={[]} onChange={() => {}} />);
  expect(screen.getByLabelText("Status")).toHaveTextContent("Denied");
  expect(screen.getByLabelText("Status")).not.toHaveTextContent("Rejected");
  unmount();
  renderWithProviders(<QueueFiltersBar view={view("hours")} years={[2026]} investors={[]} onChange={() => {}} />);
  expect(screen.getByLabelText("Status")).toHaveTextContent("Rejected");
});
