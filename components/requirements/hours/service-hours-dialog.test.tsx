/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ServiceHoursDialog } from "@/components/requirements/hours/service-hours-dialog";
import { logServiceHoursAction } from "@/actions/requirements/log-service-hours";
import { deleteServiceHoursAction } from "@/actions/requirements/delete-service-hours";
import { mockFetch, renderWithProviders } from "@/lib/client/test-utils";

// The dialog's writes are server actions; its lists are read over the API when it opens.
jest.mock("@/actions/requirements/log-service-hours", () => ({ logServiceHoursAction: jest.fn() }));
jest.mock("@/actions/requirements/update-service-hours", () => ({ updateServiceHoursAction: jest.fn() }));
jest.mock("@/actions/requirements/delete-service-hours", () => ({ deleteServiceHoursAction: jest.fn() }));
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

function open() {
  mockFetch((url) => {
    if (url.startsWith("/api/service-hours/summary")) return { body: { pendingHours: "2.50", approvedHours: "2.50", rejectedHours: "2.50", categoryBreakdown: [] } };
    if (url.startsWith("/api/requirements/service-progress")) return { body: { completedHours: "2.50", requiredHours: "100.00", remainingHours: "97.50", progressPercentage: 2.5 } };
    if (url.startsWith("/api/service-hours")) return { body: ENTRIES };
    return { status: 404, body: { error: "unexpected" } };
  });
  renderWithProviders(<ServiceHoursDialog open onOpenChange={() => {}} />);
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
