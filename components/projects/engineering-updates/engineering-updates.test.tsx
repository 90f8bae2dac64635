/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { useState } from "react";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { polyfillRadix, renderWithProviders } from "@/lib/client/test-utils";
import { EngineeringUpdates } from "@/components/projects/engineering-updates/engineering-updates";
import type { EngineeringUpdate } from "@/components/projects/project-dialog/project-api";
import { EMPLOYEE, INVESTOR } from "@/test/factories/signed-in";
import type { Stage } from "@/lib/projects/schemas";
import { addCommentAction } from "@/actions/projects/add-comment";
import { deleteCommentAction } from "@/actions/projects/delete-comment";

jest.mock("@/actions/projects/add-comment", () => ({ addCommentAction: jest.fn() }));
jest.mock("@/actions/projects/delete-comment", () => ({ deleteCommentAction: jest.fn() }));
const add = addCommentAction as jest.Mock;
const remove = deleteCommentAction as jest.Mock;

beforeAll(polyfillRadix);
beforeEach(() => {
  add.mockReset();
  remove.mockReset();
});

const MINE = { id: "c-1", projectId: "p-1", userId: EMPLOYEE.id, authorUsername: "staffer", content: "Permits filed", createdAt: "2025-03-04T15:30:00.000Z" };
const THEIRS = { id: "c-2", projectId: "p-1", userId: "u-other", authorUsername: "engineer2", content: "Trenching done", createdAt: "2025-03-05T09:05:00.000Z" };

/**
 * The panel as a page shows it: `updates` are the server's; after a change the page's data is read again,
 * here `reread()` (the saved updates after the action).
 */
function renderPanel(stage: Stage, updates: EngineeringUpdate[], me: typeof EMPLOYEE | typeof INVESTOR = EMPLOYEE, reread = () => updates) {
  function Page() {
    const [shown, setShown] = useState(updates);
    return <EngineeringUpdates projectId="p-1" stage={stage} idPrefix="x" updates={shown} viewerId={me.id} onChanged={() => setShown(reread())} />;
  }
  renderWithProviders(<Page />);
}

test.each(["Pipeline", "Best Case", "Contracted", "Deployed"] as const)("a %s project shows its update history read-only, saying why", async (stage) => {
  renderPanel(stage, [THEIRS, MINE]);
  expect(screen.getByRole("heading", { name: "Engineering Updates" })).toBeInTheDocument();
  const list = await screen.findByRole("list", { name: "Engineering updates" });
  expect(within(list).getByText("Permits filed")).toBeInTheDocument();
  expect(within(list).getByText("Trenching done")).toBeInTheDocument();
  expect(screen.getByText(`This project is ${stage}: updates can be added only while a project is Committed, so the history below is read-only.`)).toBeInTheDocument();
  expect(screen.queryByRole("form", { name: "Add engineering update" })).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /Add Update/ })).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Delete update" })).not.toBeInTheDocument();
  expect(screen.queryByText("Funded Project")).not.toBeInTheDocument();
});

test("a project that had no updates while Committed says so", async () => {
  renderPanel("Deployed", []);
  expect(await screen.findByText("No engineering updates were added while this project was Committed.")).toBeInTheDocument();
});

test("a Committed project with no updates shows the panel, its badge and the empty-state text", async () => {
  renderPanel("Committed", []);
  expect(screen.getByRole("heading", { name: "Engineering Updates" })).toBeInTheDocument();
  expect(screen.getByText("Funded Project")).toBeInTheDocument();
  expect(await screen.findByText("No engineering updates yet for this funded project.")).toBeInTheDocument();
});

test("updates show author and 'MMM d, yyyy at h:mm a'; only the caller's own has Delete", async () => {
  renderPanel("Committed", [THEIRS, MINE], EMPLOYEE);
  const list = await screen.findByRole("list", { name: "Engineering updates" });
  const [theirs, mine] = within(list).getAllByRole("listitem");
  expect(within(theirs).getByText("engineer2")).toBeInTheDocument();
  expect(within(theirs).getByText(/^Mar 5, 2025 at \d{1,2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
  expect(within(theirs).queryByRole("button", { name: "Delete update" })).not.toBeInTheDocument();
  expect(within(mine).getByText(/^Mar [45], 2025 at \d{1,2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
  expect(await within(mine).findByRole("button", { name: "Delete update" })).toBeInTheDocument();
});

test("Delete asks for confirmation, then deletes and toasts 'Comment deleted successfully'", async () => {
  remove.mockResolvedValue({ ok: true, data: undefined });
  renderPanel("Committed", [MINE], EMPLOYEE, () => []);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Delete update" }));
  const confirm = await screen.findByRole("alertdialog");
  expect(within(confirm).getByText("Are you sure you want to delete this comment?")).toBeInTheDocument();
  expect(remove).not.toHaveBeenCalled();
  await user.click(within(confirm).getByRole("button", { name: "Delete" }));
  expect(await screen.findByText("Comment deleted successfully")).toBeInTheDocument();
  expect(remove.mock.calls[0][0]).toEqual({ id: "c-1" });
  expect(await screen.findByText("No engineering updates yet for this funded project.")).toBeInTheDocument();
});

test("a refused delete toasts the server's text", async () => {
  remove.mockResolvedValue({ ok: false, status: 403, error: "Only the author can delete this comment" });
  renderPanel("Committed", [MINE]);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Delete update" }));
  await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
  expect(await screen.findByText("Only the author can delete this comment")).toBeInTheDocument();
});

test("an investor adds an update: Add Update waits for text, sends {id, content}, toasts and clears", async () => {
  const added = { ...THEIRS, id: "c-3", userId: INVESTOR.id, authorUsername: INVESTOR.username, content: "Looks great" };
  add.mockResolvedValue({ ok: true, data: added });
  renderPanel("Committed", [], INVESTOR, () => [added]);
  const user = userEvent.setup();
  const button = screen.getByRole("button", { name: "Add Update" });
  expect(button).toBeDisabled();
  await user.type(screen.getByLabelText("New update"), "  ");
  expect(button).toBeDisabled();
  await user.type(screen.getByLabelText("New update"), "Looks great");
  await user.click(button);
  expect(await screen.findByText("Comment added successfully")).toBeInTheDocument();
  expect(add.mock.calls[0][0]).toEqual({ id: "p-1", content: "Looks great" });
  expect(screen.getByLabelText("New update")).toHaveValue("");
  expect(await screen.findByText("Looks great")).toBeInTheDocument();
});

test("a refused update toasts 'Failed to create comment' with the server's text, and a failed call never shows internals", async () => {
  add.mockResolvedValue({ ok: false, status: 409, error: "Engineering updates can only be added to Committed projects" });
  renderPanel("Committed", []);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("New update"), "Hello");
  await user.click(screen.getByRole("button", { name: "Add Update" }));
  expect(await screen.findByText("Engineering updates can only be added to Committed projects")).toBeInTheDocument();
  expect(screen.getByText("Failed to create comment")).toBeInTheDocument();
  // The text stays for another try.
  expect(screen.getByLabelText("New update")).toHaveValue("Hello");

  add.mockRejectedValue(new TypeError("Failed to fetch"));
  await user.click(screen.getByRole("button", { name: "Add Update" }));
  expect(await screen.findByText("Something went wrong. Please try again.")).toBeInTheDocument();
  expect(screen.queryByText(/Failed to fetch|500/)).not.toBeInTheDocument();
});

test("Hide Comments hides the list and Show Comments brings it back", async () => {
  renderPanel("Committed", [THEIRS]);
  const user = userEvent.setup();
  expect(await screen.findByText("Trenching done")).toBeVisible();
  await user.click(screen.getByRole("button", { name: "Hide Comments" }));
  await waitFor(() => expect(screen.getByText("Trenching done")).not.toBeVisible());
  await user.click(screen.getByRole("button", { name: "Show Comments" }));
  expect(screen.getByText("Trenching done")).toBeVisible();
});

test("double-clicking Add Update sends the update once", async () => {
  add.mockResolvedValue({ ok: true, data: MINE });
  renderPanel("Committed", []);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("New update"), "Permits filed");
  // Two clicks in one tick: before any re-render could disable the button.
  const button = screen.getByRole("button", { name: /Add Update/ });
  fireEvent.click(button);
  fireEvent.click(button);
  expect(await screen.findByText("Comment added successfully")).toBeInTheDocument();
  expect(add).toHaveBeenCalledTimes(1);
});

test("the update field shows its 5,000-character limit as the user types, and says so when a paste reaches it", async () => {
  renderPanel("Committed", [], INVESTOR);
  const field = screen.getByLabelText("New update");
  expect(field).toHaveAttribute("maxLength", "5000");
  expect(field).toHaveAccessibleDescription("0 / 5,000 characters");
  await userEvent.setup().type(field, "Trench");
  expect(field).toHaveAccessibleDescription("6 / 5,000 characters");
  fireEvent.change(field, { target: { value: "x".repeat(5000) } });
  expect(field).toHaveAccessibleDescription("5,000 / 5,000 characters: the limit. Anything longer is cut.");
});

test("the server's message about the update shows under the field", async () => {
  add.mockResolvedValue({ ok: false, status: 400, error: "Invalid input", fieldErrors: { content: ["Content must be at most 5000 characters"] } });
  renderPanel("Committed", []);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("New update"), "Hello");
  await user.click(screen.getByRole("button", { name: "Add Update" }));
  expect(await screen.findByText("Content must be at most 5000 characters")).toBeInTheDocument();
  expect(screen.getByLabelText("New update")).toHaveAttribute("aria-invalid", "true");
});
