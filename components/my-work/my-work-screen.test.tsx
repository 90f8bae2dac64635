/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, within } from "@testing-library/react";
import { AuthGate } from "@/components/auth/auth-gate";
import { MyWorkScreen } from "@/components/my-work/my-work-screen";
import { renderWithProviders } from "@/lib/client/test-utils";
import { me } from "@/test/factories/signed-in";
import type { MyWorkSummary } from "@/lib/my-work/summary";


const queue = (kind: MyWorkSummary["items"][number]["kind"], title: string, count: number, href: string) => ({ kind, title, count, detail: `${count} waiting.`, dueDate: null, href });
const EMPLOYEE_WORK: MyWorkSummary = {
  role: "employee",
  today: "2026-06-15",
  tasks: [
    { id: "t1", title: "Pull permit", priority: "high", dueDate: "2026-06-10", overdue: true, project: { id: "p1", name: "Harbor Depot" }, href: "/project/p1/edit" },
    { id: "t2", title: "Order transformer", priority: "medium", dueDate: "2026-06-20", overdue: false, project: { id: "p2", name: "Fleet Yard" }, href: "/project/p2/edit" },
  ],
  taskCount: 2,
  items: [queue("hours", "Service hours to review", 3, "/service-hours/review?tab=hours&status=pending&year=2026"), queue("registrations", "Registrations to approve", 0, "/my-work?open=user-management")],
  total: 5,
};

function renderScreen(summary: MyWorkSummary, role: "employee" | "external") {
  renderWithProviders(
    <AuthGate me={me(role)}>
      <MyWorkScreen summary={summary} />
    </AuthGate>,
  );
}

test("an employee sees their due tasks (overdue marked) with their projects, and each queue's count with its link", () => {
  renderScreen(EMPLOYEE_WORK, "employee");
  const tasks = screen.getByRole("list", { name: "Tasks due" });
  const [first, second] = within(tasks).getAllByRole("listitem");
  expect(first).toHaveTextContent("Pull permit");
  expect(first).toHaveTextContent("Harbor Depot");
  expect(first).toHaveTextContent("Overdue");
  expect(second).not.toHaveTextContent("Overdue");
  expect(within(first).getByRole("link", { name: "Pull permit" })).toHaveAttribute("href", "/project/p1/edit");
  const reviews = screen.getByRole("list", { name: "Reviews waiting" });
  expect(within(reviews).getByRole("link", { name: "Service hours to review 3 waiting." })).toHaveAttribute("href", "/service-hours/review?tab=hours&status=pending&year=2026");
  expect(within(reviews).getByRole("link", { name: "Registrations to approve Nothing waiting." })).toHaveAttribute("href", "/my-work?open=user-management");
});

test("an employee with nothing due reads so", () => {
  renderScreen({ ...EMPLOYEE_WORK, tasks: [], taskCount: 0 }, "employee");
  expect(screen.getByText("No tasks due")).toBeInTheDocument();
});

test("an investor sees what is still needed, or that all is done", () => {
  const item = { kind: "msa-sign" as const, title: "Sign the MSA: Master Service Agreement", detail: "Waits for your signature.", count: null, dueDate: null, href: "/msa/m1" };
  renderScreen({ role: "investor", today: "2026-06-15", tasks: [], taskCount: 0, items: [item], total: 1 }, "external");
  expect(screen.getByRole("link", { name: /Sign the MSA/ })).toHaveAttribute("href", "/msa/m1");
  expect(screen.queryByRole("heading", { name: "Tasks due" })).not.toBeInTheDocument();
});

test("an investor with nothing left sees All done", () => {
  renderScreen({ role: "investor", today: "2026-06-15", tasks: [], taskCount: 0, items: [], total: 0 }, "external");
  expect(screen.getByText("All done")).toBeInTheDocument();
});
