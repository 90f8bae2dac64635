/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch, polyfillRadix, renderWithProviders, sentBody } from "@/lib/client/test-utils";
import { ProjectTasks } from "@/components/projects/tasks/project-tasks";
import { callsOf, fakeApi } from "@/test/factories/fake-api";
import { EMPLOYEE, INVESTOR } from "@/test/factories/signed-in";

beforeAll(polyfillRadix);

const USERS = [EMPLOYEE, INVESTOR];
const task = (id: string, title: string, status: string, extra: object = {}) => ({
  id,
  projectId: "p-1",
  title,
  description: null,
  status,
  priority: "medium",
  assignedTo: null,
  assignedUser: null,
  dueDate: null,
  createdAt: "2025-05-01T00:00:00.000Z",
  updatedAt: "2025-05-01T00:00:00.000Z",
  completedAt: null,
  ...extra,
});
const OPEN = task("t-1", "Order switchgear", "pending", {
  priority: "urgent",
  assignedUser: { id: "u-inv", username: "investor1", role: "external" },
  dueDate: "2025-07-04",
  description: "Two 400A panels",
});
const DONE = task("t-2", "Site survey", "completed", { completedAt: "2025-05-02T00:00:00.000Z" });

function renderTasks(routes: Parameters<typeof fakeApi>[1]) {
  const fetch = mockFetch(fakeApi(EMPLOYEE, { "GET /api/users?status=approved": { body: USERS }, ...routes }));
  renderWithProviders(<ProjectTasks projectId="p-1" idPrefix="t" />);
  return fetch;
}

test("the Add Task button stays disabled while the title is blank or only whitespace", async () => {
  renderTasks({ "GET /api/projects/p-1/tasks": { body: [] } });
  const user = userEvent.setup();
  const add = screen.getByRole("button", { name: "Add Task" });
  expect(add).toBeDisabled();
  await user.type(screen.getByLabelText("Task Title"), "   ");
  expect(add).toBeDisabled();
  await user.type(screen.getByLabelText("Task Title"), "Call the utility");
  expect(add).toBeEnabled();
  expect(await screen.findByText("No tasks yet")).toBeInTheDocument();
});

test("adding a task posts its fields with the default priority, offers approved users (asked of the server) with their role, and toasts", async () => {
  let tasks: unknown[] = [];
  const fetch = renderTasks({
    "GET /api/projects/p-1/tasks": () => ({ body: tasks }),
    "POST /api/projects/p-1/tasks": () => {
      tasks = [task("t-9", "Call the utility", "pending")];
      return { status: 201, body: tasks[0] };
    },
  });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Task Title"), "Call the utility");
  await user.type(screen.getByLabelText("Description"), "Ask about the meter");
  await user.click(screen.getByRole("combobox", { name: "Assignee" }));
  expect(await screen.findByRole("option", { name: "staffer (Company Employee)" })).toBeInTheDocument();
  await user.click(screen.getByRole("option", { name: "investor1 (External User)" }));
  await user.type(screen.getByLabelText("Due Date"), "2025-08-01");
  await user.click(screen.getByRole("button", { name: "Add Task" }));

  expect(await screen.findByText("Task created successfully")).toBeInTheDocument();
  expect(sentBody(fetch, callsOf(fetch).indexOf("POST /api/projects/p-1/tasks"))).toEqual({
    title: "Call the utility",
    description: "Ask about the meter",
    priority: "medium",
    assignedTo: "u-inv",
    dueDate: "2025-08-01",
  });
  expect(await screen.findByText("Call the utility", { selector: "p" })).toBeInTheDocument();
  expect(screen.getByLabelText("Task Title")).toHaveValue("");
});

test("a refused task toasts 'Failed to create task' with the server's reason", async () => {
  renderTasks({
    "GET /api/projects/p-1/tasks": { body: [] },
    "POST /api/projects/p-1/tasks": { status: 400, body: { error: "Assignee not found" } },
  });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Task Title"), "Call the utility");
  await user.click(screen.getByRole("button", { name: "Add Task" }));
  expect(await screen.findByText("Failed to create task")).toBeInTheDocument();
  expect(screen.getByText("Assignee not found")).toBeInTheDocument();
});

test("the list shows status and priority badges, assignee and due date; Complete only on open tasks", async () => {
  let tasks = [OPEN, DONE];
  const fetch = renderTasks({
    "GET /api/projects/p-1/tasks": () => ({ body: tasks }),
    "POST /api/tasks/t-1/complete": () => {
      tasks = [{ ...OPEN, status: "completed" }, DONE];
      return { body: tasks[0] };
    },
    "DELETE /api/tasks/t-2": () => {
      tasks = tasks.filter((t) => t.id !== "t-2");
      return { body: { message: "Task deleted successfully" } };
    },
  });
  const list = await screen.findByRole("list", { name: "Project tasks" });
  const [open, done] = within(list).getAllByRole("listitem");
  expect(within(open).getByText("Pending")).toBeInTheDocument();
  expect(within(open).getByText("Urgent priority")).toBeInTheDocument();
  expect(within(open).getByText("investor1")).toBeInTheDocument();
  expect(within(open).getByText("Due Jul 4, 2025")).toBeInTheDocument();
  expect(within(done).getByText("Completed")).toBeInTheDocument();
  expect(within(done).getByText("Unassigned")).toBeInTheDocument();
  expect(within(done).queryByRole("button", { name: /complete/i })).not.toBeInTheDocument();

  const user = userEvent.setup();
  await user.click(within(open).getByRole("button", { name: "Complete Order switchgear" }));
  expect(await screen.findByText("Task completed successfully")).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole("button", { name: "Complete Order switchgear" })).not.toBeInTheDocument());

  await user.click(screen.getByRole("button", { name: "Delete Site survey" }));
  expect(await screen.findByText("Task deleted successfully")).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText("Site survey")).not.toBeInTheDocument());
  expect(callsOf(fetch)).toEqual(expect.arrayContaining(["POST /api/tasks/t-1/complete", "DELETE /api/tasks/t-2"]));
});
