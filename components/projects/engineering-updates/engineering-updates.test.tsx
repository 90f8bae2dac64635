/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch, polyfillRadix, renderWithProviders, sentBody } from "@/lib/client/test-utils";
import { EngineeringUpdates } from "@/components/projects/engineering-updates/engineering-updates";
import { callsOf, fakeApi } from "@/test/factories/fake-api";
import { EMPLOYEE, INVESTOR } from "@/test/factories/signed-in";
import type { Stage } from "@/lib/projects/schemas";

beforeAll(polyfillRadix);

const MINE = { id: "c-1", userId: EMPLOYEE.id, authorUsername: "staffer", content: "Permits filed", createdAt: "2025-03-04T15:30:00.000Z" };
const THEIRS = { id: "c-2", userId: "u-other", authorUsername: "engineer2", content: "Trenching done", createdAt: "2025-03-05T09:05:00.000Z" };

function renderPanel(stage: Stage, routes: Parameters<typeof fakeApi>[1], me: typeof EMPLOYEE | typeof INVESTOR = EMPLOYEE) {
  const fetch = mockFetch(fakeApi(me, routes));
  renderWithProviders(<EngineeringUpdates projectId="p-1" stage={stage} idPrefix="x" />);
  return fetch;
}

test.each(["Pipeline", "Best Case", "Contracted", "Deployed"] as const)("a %s project shows its update history read-only, saying why", async (stage) => {
  renderPanel(stage, { "GET /api/projects/p-1/comments": { body: [THEIRS, MINE] } });
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
  renderPanel("Deployed", { "GET /api/projects/p-1/comments": { body: [] } });
  expect(await screen.findByText("No engineering updates were added while this project was Committed.")).toBeInTheDocument();
});

test("a Committed project with no updates shows the panel, its badge and the empty-state text", async () => {
  renderPanel("Committed", { "GET /api/projects/p-1/comments": { body: [] } });
  expect(screen.getByRole("heading", { name: "Engineering Updates" })).toBeInTheDocument();
  expect(screen.getByText("Funded Project")).toBeInTheDocument();
  expect(await screen.findByText("No engineering updates yet for this funded project.")).toBeInTheDocument();
});

test("updates show author and 'MMM d, yyyy at h:mm a'; only the caller's own has Delete", async () => {
  renderPanel("Committed", { "GET /api/projects/p-1/comments": { body: [THEIRS, MINE] } }, EMPLOYEE);
  const list = await screen.findByRole("list", { name: "Engineering updates" });
  const [theirs, mine] = within(list).getAllByRole("listitem");
  expect(within(theirs).getByText("engineer2")).toBeInTheDocument();
  expect(within(theirs).getByText(/^Mar 5, 2025 at \d{1,2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
  expect(within(theirs).queryByRole("button", { name: "Delete update" })).not.toBeInTheDocument();
  expect(within(mine).getByText(/^Mar [45], 2025 at \d{1,2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
  expect(await within(mine).findByRole("button", { name: "Delete update" })).toBeInTheDocument();
});

test("Delete asks for confirmation, then deletes and toasts 'Comment deleted successfully'", async () => {
  let comments = [MINE];
  const fetch = renderPanel("Committed", {
    "GET /api/projects/p-1/comments": () => ({ body: comments }),
    "DELETE /api/comments/c-1": () => {
      comments = [];
      return { body: { message: "Comment deleted successfully" } };
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Delete update" }));
  const confirm = await screen.findByRole("alertdialog");
  expect(within(confirm).getByText("Are you sure you want to delete this comment?")).toBeInTheDocument();
  expect(callsOf(fetch)).not.toContain("DELETE /api/comments/c-1");
  await user.click(within(confirm).getByRole("button", { name: "Delete" }));
  expect(await screen.findByText("Comment deleted successfully")).toBeInTheDocument();
  expect(await screen.findByText("No engineering updates yet for this funded project.")).toBeInTheDocument();
});

test("a refused delete toasts the server's text", async () => {
  renderPanel("Committed", {
    "GET /api/projects/p-1/comments": { body: [MINE] },
    "DELETE /api/comments/c-1": { status: 403, body: { error: "Only the author can delete this comment" } },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Delete update" }));
  await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
  expect(await screen.findByText("Only the author can delete this comment")).toBeInTheDocument();
});

test("an investor adds an update: Add Update waits for text, posts {content, projectId}, toasts and clears", async () => {
  let comments: unknown[] = [];
  const fetch = renderPanel(
    "Committed",
    {
      "GET /api/projects/p-1/comments": () => ({ body: comments }),
      "POST /api/projects/p-1/comments": () => {
        comments = [{ ...THEIRS, id: "c-3", userId: INVESTOR.id, authorUsername: INVESTOR.username, content: "Looks great" }];
        return { status: 201, body: comments[0] };
      },
    },
    INVESTOR,
  );
  const user = userEvent.setup();
  const add = screen.getByRole("button", { name: "Add Update" });
  expect(add).toBeDisabled();
  await user.type(screen.getByLabelText("New update"), "  ");
  expect(add).toBeDisabled();
  await user.type(screen.getByLabelText("New update"), "Looks great");
  await user.click(add);
  expect(await screen.findByText("Comment added successfully")).toBeInTheDocument();
  expect(sentBody(fetch, callsOf(fetch).indexOf("POST /api/projects/p-1/comments"))).toEqual({ content: "Looks great", projectId: "p-1" });
  expect(screen.getByLabelText("New update")).toHaveValue("");
  expect(await screen.findByText("Looks great")).toBeInTheDocument();
});

test("a refused update toasts the server's text, else 'Failed to create comment'", async () => {
  renderPanel("Committed", {
    "GET /api/projects/p-1/comments": { body: [] },
    "POST /api/projects/p-1/comments": { status: 409, body: { error: "Engineering updates can only be added to Committed projects" } },
  });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("New update"), "Hello");
  await user.click(screen.getByRole("button", { name: "Add Update" }));
  expect(await screen.findByText("Engineering updates can only be added to Committed projects")).toBeInTheDocument();

  global.fetch = jest.fn(async () => {
    throw new TypeError("Failed to fetch");
  }) as unknown as typeof fetch;
  await user.click(screen.getByRole("button", { name: "Add Update" }));
  expect(await screen.findByText("Failed to create comment")).toBeInTheDocument();
});

test("Hide Comments hides the list and Show Comments brings it back", async () => {
  renderPanel("Committed", { "GET /api/projects/p-1/comments": { body: [THEIRS] } });
  const user = userEvent.setup();
  expect(await screen.findByText("Trenching done")).toBeVisible();
  await user.click(screen.getByRole("button", { name: "Hide Comments" }));
  await waitFor(() => expect(screen.getByText("Trenching done")).not.toBeVisible());
  await user.click(screen.getByRole("button", { name: "Show Comments" }));
  expect(screen.getByText("Trenching done")).toBeVisible();
});

test("double-clicking Add Update posts the update once", async () => {
  const fetch = renderPanel("Committed", {
    "GET /api/projects/p-1/comments": { body: [] },
    "POST /api/projects/p-1/comments": { status: 201, body: MINE },
  });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("New update"), "Permits filed");
  // Two clicks in one tick: before any re-render could disable the button.
  const button = screen.getByRole("button", { name: /Add Update/ });
  fireEvent.click(button);
  fireEvent.click(button);
  expect(await screen.findByText("Comment added successfully")).toBeInTheDocument();
  expect(callsOf(fetch).filter((c) => c === "POST /api/projects/p-1/comments")).toHaveLength(1);
});

test("a failed comment with an empty error body toasts 'Failed to create comment', never '500: {}'", async () => {
  renderPanel("Committed", {
    "GET /api/projects/p-1/comments": { body: [] },
    "POST /api/projects/p-1/comments": { status: 500, body: {} },
  });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("New update"), "Permits filed");
  await user.click(screen.getByRole("button", { name: /Add Update/ }));
  expect(await screen.findByText("Failed to create comment")).toBeInTheDocument();
  expect(screen.queryByText(/500/)).not.toBeInTheDocument();
});
