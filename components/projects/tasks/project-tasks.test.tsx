/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { useState } from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { polyfillRadix, renderWithProviders } from "@/lib/client/test-utils";
import { ProjectTasks } from "@/components/projects/tasks/project-tasks";
import type { Task } from "@/components/projects/project-dialog/project-api";
import { EMPLOYEE, INVESTOR } from "@/test/factories/signed-in";
import { createTaskAction } from "@/actions/tasks/create-task";
import { completeTaskAction } from "@/actions/tasks/complete-task";
import { deleteTaskAction } from "@/actions/tasks/delete-task";

jest.mock("@/actions/tasks/create-task", () => ({ createTaskAction: jest.fn() }));
jest.mock("@/actions/tasks/complete-task", () => ({ completeTaskAction: jest.fn() }));
jest.mock("@/actions/tasks/delete-task", () => ({ deleteTaskAction: jest.fn() }));
const create = createTaskAction as jest.Mock;
const complete = completeTaskAction as jest.Mock;
const remove = deleteTaskAction as jest.Mock;

beforeAll(polyfillRadix);
beforeEach(() => [create, complete, remove].forEach((m) => m.mockReset()));

/** The approved users the page read on the server. */
const USERS = [EMPLOYEE, INVESTOR].map(({ id, username, role }) => ({ id, username, role }));
const task = (id: string, title: string, status: string, extra: object = {}): Task => ({
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
}) as Task;
const OPEN = task("t-1", "Order switchgear", "pending", {
  priority: "urgent",
  assignedUser: { id: "u-inv", username: "investor1", role: "external" },
  dueDate: "2025-07-04",
  description: "Two 400A panels",
});
const DONE = task("t-2", "Site survey", "completed", { completedAt: "2025-05-02T00:00:00.000Z" });

/** The tasks as a page shows them; after a change the page's data is read again: here `reread()`. */
function renderTasks(tasks: Task[], reread = () => tasks) {
  function Page() {
    const [shown, setShown] = useState(tasks);
    return <ProjectTasks projectId="p-1" idPrefix="t" tasks={shown} assignees={USERS} onChanged={() => setShown(reread())} />;
  }
  renderWithProviders(<Page />);
}

test("the Add Task button stays disabled while the title is blank or only whitespace", async () => {
  renderTasks([]);
  const user = userEvent.setup();
  const add = screen.getByRole("button", { name: "Add Task" });
  expect(add).toBeDisabled();
  await user.type(screen.getByLabelText("Task Title"), "   ");
  expect(add).toBeDisabled();
  await user.type(screen.getByLabelText("Task Title"), "Call the utility");
  expect(add).toBeEnabled();
  expect(await screen.findByText("No tasks yet")).toBeInTheDocument();
});

test("adding a task sends its fields with the default priority, offers the approved users with their role, and toasts", async () => {
  const added = task("t-9", "Call the utility", "pending");
  create.mockResolvedValue({ ok: true, data: added });
  renderTasks([], () => [added]);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Task Title"), "Call the utility");
  await user.type(screen.getByLabelText("Description"), "Ask about the meter");
  await user.click(screen.getByRole("combobox", { name: "Assignee" }));
  expect(await screen.findByRole("option", { name: "staffer (Company Employee)" })).toBeInTheDocument();
  await user.click(screen.getByRole("option", { name: "investor1 (External User)" }));
  await user.type(screen.getByLabelText("Due Date"), "2025-08-01");
  await user.click(screen.getByRole("button", { name: "Add Task" }));

  expect(await screen.findByText("Task created successfully")).toBeInTheDocument();
  expect(create).toHaveBeenCalledTimes(1);
  expect(create.mock.calls[0][0]).toEqual({
    id: "p-1",
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
  create.mockResolvedValue({ ok: false, status: 400, error: "Assignee not found" });
  renderTasks([]);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Task Title"), "Call the utility");
  await user.click(screen.getByRole("button", { name: "Add Task" }));
  expect(await screen.findByText("Failed to create task")).toBeInTheDocument();
  expect(screen.getByText("Assignee not found")).toBeInTheDocument();
});

test("the list shows status and priority badges, assignee and due date; Complete only on open tasks", async () => {
  let tasks = [OPEN, DONE];
  complete.mockImplementation(async () => {
    tasks = [{ ...OPEN, status: "completed" }, DONE];
    return { ok: true, data: tasks[0] };
  });
  remove.mockImplementation(async () => {
    tasks = tasks.filter((t) => t.id !== "t-2");
    return { ok: true, data: undefined };
  });
  renderTasks(tasks, () => tasks);
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
  expect(complete.mock.calls[0][0]).toEqual({ id: "t-1" });
  expect(remove.mock.calls[0][0]).toEqual({ id: "t-2" });
});
