/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TrackingDialog } from "@/components/requirements/tracking/tracking-dialog";
import type { CreditsTracking, HoursTracking } from "@/components/requirements/tracking/types";
import { HOURS_TRACKING } from "@/components/requirements/hours/hours-kind";
import { CREDITS_TRACKING } from "@/components/requirements/credits/credits-kind";
import { Toaster } from "@/components/ui/toaster";
import { logServiceHoursAction } from "@/actions/requirements/log-service-hours";
import { deleteServiceHoursAction } from "@/actions/requirements/delete-service-hours";

// The dialog's writes are server actions; its lists are the page's server read, handed in as props.
jest.mock("@/actions/requirements/log-service-hours", () => ({ logServiceHoursAction: jest.fn() }));
jest.mock("@/actions/requirements/update-service-hours", () => ({ updateServiceHoursAction: jest.fn() }));
jest.mock("@/actions/requirements/delete-service-hours", () => ({ deleteServiceHoursAction: jest.fn() }));
jest.mock("@/actions/requirements/log-education-credit", () => ({ logEducationCreditAction: jest.fn() }));
jest.mock("@/actions/requirements/update-education-credit", () => ({ updateEducationCreditAction: jest.fn() }));
jest.mock("@/actions/requirements/delete-education-credit", () => ({ deleteEducationCreditAction: jest.fn() }));
jest.mock("@/actions/requirements/request-evidence-upload", () => ({ requestEvidenceUploadAction: jest.fn() }));
const logAction = jest.mocked(logServiceHoursAction);
const deleteAction = jest.mocked(deleteServiceHoursAction);
beforeEach(() => jest.clearAllMocks());

const year = new Date().getFullYear();
const entry = (id: string, status: string, extra: object = {}) => ({
  id,
  serviceDate: `${year}-01-1${id.length}`,
  hours: "2.50",
  category: "monitoring",
  description: `Entry ${id}`,
  status,
  rejectionReason: null,
  evidence: null,
  ...extra,
});
const LONG_REASON = "The meeting minutes do not show your attendance at all";
const ENTRIES = [entry("p", "pending"), entry("ap", "approved"), entry("rej", "rejected", { rejectionReason: LONG_REASON })];
const DATA = {
  kind: "hours",
  year,
  entries: ENTRIES,
  summary: { year, pendingHours: "2.50", approvedHours: "2.50", rejectedHours: "2.50", categoryBreakdown: [{ category: "monitoring", hours: "2.50", loggedHours: "5.00" }] },
  progress: { year, completedHours: "2.50", requiredHours: "100.00", remainingHours: "97.50", progressPercentage: 2.5 },
} as HoursTracking;

function open(data: HoursTracking | null = DATA) {
  return render(
    <>
      <TrackingDialog kind={HOURS_TRACKING} data={data} open onOpenChange={() => {}} />
      <Toaster />
    </>,
  );
}

const history = async () => {
  await userEvent.setup().click(screen.getByRole("tab", { name: "History" }));
  return within(await screen.findByRole("list", { name: `Service hours ${year}` }));
};

test("History offers edit and delete only on pending entries, and cuts a rejection reason to 30 characters", async () => {
  open();
  const list = await history();
  const items = list.getAllByRole("listitem");
  expect(within(items[0]).getByRole("button", { name: /Edit entry/ })).toBeInTheDocument();
  expect(within(items[0]).getByRole("button", { name: /Delete entry/ })).toBeInTheDocument();
  for (const item of items.slice(1)) expect(within(item).queryByRole("button")).not.toBeInTheDocument();
  expect(within(items[2]).getByText(`${LONG_REASON.slice(0, 30)}…`)).toBeInTheDocument();
  expect(within(items[2]).getByText(LONG_REASON)).toHaveClass("sr-only");
});

test("delete asks first, and a refusal shows the spec's 'Cannot Delete' toast with the server's text", async () => {
  deleteAction.mockResolvedValue({ ok: false, status: 409, error: "Only pending entries can be deleted" });
  open();
  const user = userEvent.setup();
  const list = await history();
  await user.click(list.getAllByRole("button", { name: /Delete entry/ })[0]);
  const confirm = await screen.findByRole("alertdialog", { name: "Delete this entry?" });
  expect(deleteAction).not.toHaveBeenCalled();
  await user.click(within(confirm).getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(deleteAction).toHaveBeenCalledWith({ id: "p" }, expect.anything()));
  expect(await screen.findByText("Cannot Delete")).toBeInTheDocument();
  expect(screen.getByText("Only pending entries can be deleted")).toBeInTheDocument();
});

test("Log Hours refuses bad hours in the form, and sends good ones as exact text", async () => {
  logAction.mockResolvedValue({ ok: true, data: entry("new", "pending") as never });
  open();
  const user = userEvent.setup();
  const hours = await screen.findByLabelText("Hours");
  await user.type(hours, "1.25");
  await user.type(screen.getByLabelText("Description"), "Board call");
  await user.click(screen.getByRole("button", { name: "Log Hours" }));
  expect(await screen.findByText("Hours must be in steps of 0.5")).toBeInTheDocument();
  expect(logAction).not.toHaveBeenCalled();

  await user.clear(hours);
  await user.type(hours, "1.5");
  await user.click(screen.getByRole("button", { name: "Log Hours" }));
  await waitFor(() => expect(logAction).toHaveBeenCalledTimes(1));
  const [sent, options] = logAction.mock.calls[0];
  expect(sent).toMatchObject({ hours: "1.50", category: "operations_oversight", description: "Board call" });
  // One idempotency key per submission: a duplicated call creates one entry on the server.
  expect(options).toMatchObject({ idempotencyKey: expect.stringMatching(/^[\x21-\x7e]{16,}$/) });
  expect(await screen.findByText("Service hours logged")).toBeInTheDocument();
});

test("a failed log shows a destructive 'Error' toast with the spec's default when the server names no error", async () => {
  // What a proxy's error page in front of the action call looks like to the client: the call throws.
  logAction.mockRejectedValue(new Error("<html>Bad gateway</html>"));
  open();
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Hours"), "2");
  await user.type(screen.getByLabelText("Description"), "Site visit");
  await user.click(screen.getByRole("button", { name: "Log Hours" }));
  expect(await screen.findByText("Failed to log service hours")).toBeInTheDocument();
  expect(screen.getByText("Error")).toBeInTheDocument();
  expect(screen.queryByText(/Bad gateway|502/)).not.toBeInTheDocument();
});

test("Progress shows the page's figures, and waits for them while the page that opens the dialog is on its way", async () => {
  const user = userEvent.setup();
  const { rerender } = open(null);
  await user.click(screen.getByRole("tab", { name: "Progress" }));
  expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
  rerender(
    <>
      <TrackingDialog kind={HOURS_TRACKING} data={DATA} open onOpenChange={() => {}} />
      <Toaster />
    </>,
  );
  expect(screen.getByText(`Approved service hours, ${year}`)).toBeInTheDocument();
  expect(screen.getByText("Monitoring & Analysis")).toBeInTheDocument();
  expect(screen.getByText("2.5 / 5 h")).toBeInTheDocument();
});

test("an empty year shows the empty state instead of a list", async () => {
  open({ ...DATA, entries: [] });
  await userEvent.setup().click(screen.getByRole("tab", { name: "History" }));
  expect(screen.getByText("No hours logged yet")).toBeInTheDocument();
  expect(screen.getByText(`Hours you log for ${year} appear here.`)).toBeInTheDocument();
});

test("the credits kind: a rejected credit reads 'Denied' and may still be deleted, an approved one neither edited nor deleted", async () => {
  const credit = (id: string, status: string) => ({ id, courseName: `Course ${id}`, provider: "Institute", completionDate: `${year}-02-01`, creditHours: "1.50", category: "technical", description: null, status, rejectionReason: null });
  const data = { kind: "credits", year, entries: [credit("rej", "rejected"), credit("ap", "approved")], summary: { year, totalSubmissions: 2, approvedSubmissions: 1, pendingSubmissions: 0, rejectedSubmissions: 1 },
    progress: { year, totalCredits: "3.00", approvedCredits: "1.50", pendingCredits: "0.00", serviceHours: "0.00", educationHours: "1.50", pendingServiceHours: "0.00", totalHours: "1.50", requiredHours: "100.00", remainingHours: "98.50", progressPercentage: 1.5, isComplete: false },
  } as unknown as CreditsTracking;
  render(<TrackingDialog kind={CREDITS_TRACKING} data={data} open onOpenChange={() => {}} />);
  await userEvent.setup().click(screen.getByRole("tab", { name: "History" }));
  const [rejected, approved] = within(screen.getByRole("list", { name: `Education credits ${year}` })).getAllByRole("listitem");
  expect(within(rejected).getByText("Denied")).toBeInTheDocument();
  expect(within(rejected).getByRole("button", { name: "Delete Course rej" })).toBeInTheDocument();
  expect(within(rejected).queryByRole("button", { name: /Edit/ })).not.toBeInTheDocument();
  expect(within(approved).queryByRole("button")).not.toBeInTheDocument();
});
