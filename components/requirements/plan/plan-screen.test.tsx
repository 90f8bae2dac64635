/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PlanScreen } from "@/components/requirements/plan/plan-screen";
import type { PlanData } from "@/components/requirements/plan/types";
import type { HoursTracking } from "@/components/requirements/tracking/types";

// The plan's dialogs are its URL's `?open=`: a click or a close replaces it; the page reads what they show.
const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, refresh: jest.fn() }), usePathname: () => "/participation-plan", useSearchParams: () => new URLSearchParams() }));
jest.mock("@/components/requirements/plan/monthly-progress", () => ({ MonthlyProgress: () => null }));
jest.mock("@/actions/requirements/log-service-hours", () => ({ logServiceHoursAction: jest.fn() }));
jest.mock("@/actions/requirements/update-service-hours", () => ({ updateServiceHoursAction: jest.fn() }));
jest.mock("@/actions/requirements/delete-service-hours", () => ({ deleteServiceHoursAction: jest.fn() }));
jest.mock("@/actions/requirements/log-education-credit", () => ({ logEducationCreditAction: jest.fn() }));
jest.mock("@/actions/requirements/update-education-credit", () => ({ updateEducationCreditAction: jest.fn() }));
jest.mock("@/actions/requirements/delete-education-credit", () => ({ deleteEducationCreditAction: jest.fn() }));
jest.mock("@/actions/requirements/request-evidence-upload", () => ({ requestEvidenceUploadAction: jest.fn() }));
beforeEach(() => jest.clearAllMocks());

const year = 2026;
const zero = "0.00";
const PLAN = {
  year,
  progress: { year, totalCredits: zero, approvedCredits: zero, pendingCredits: zero, serviceHours: zero, educationHours: zero, pendingServiceHours: zero, totalHours: zero, requiredHours: "100.00", remainingHours: "100.00", progressPercentage: 0, isComplete: false },
  summary: { year, pendingHours: zero, approvedHours: zero, rejectedHours: zero, categoryBreakdown: [] },
  monthly: [],
} as unknown as PlanData;
const HOURS: HoursTracking = {
  kind: "hours",
  year,
  entries: [{ id: "e1", userId: "u", projectId: null, serviceDate: `${year}-03-05`, hours: "2.00", description: "Site visit", category: "monitoring", status: "pending", approvedBy: null, approvedAt: null, rejectionReason: null, createdAt: "", updatedAt: "", evidence: null }],
  summary: PLAN.summary,
  progress: { year, completedHours: zero, requiredHours: "100.00", remainingHours: "100.00", progressPercentage: 0 },
} as unknown as HoursTracking;

test("the buttons open the dialogs by the address", async () => {
  render(<PlanScreen plan={PLAN} open={null} tracking={null} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Start Logging Hours" }));
  expect(replace).toHaveBeenLastCalledWith("/participation-plan?open=hours", { scroll: false });
  await user.click(screen.getByRole("button", { name: "Log Education Credits" }));
  expect(replace).toHaveBeenLastCalledWith("/participation-plan?open=credits", { scroll: false });
});

test("?open=hours shows the entries the page read, and Escape closes it by the address", async () => {
  render(<PlanScreen plan={PLAN} open="hours" tracking={HOURS} />);
  const dialog = screen.getByRole("dialog", { name: "Service Hours Tracking" });
  const user = userEvent.setup();
  await user.click(within(dialog).getByRole("tab", { name: "History" }));
  expect(within(dialog).getByRole("list", { name: `Service hours ${year}` })).toHaveTextContent("Site visit");
  await user.keyboard("{Escape}");
  expect(replace).toHaveBeenLastCalledWith("/participation-plan", { scroll: false });
});
