/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch, renderWithProviders, sentBody } from "@/lib/client/test-utils";
import { ReviewWorkspace } from "@/components/agreements/workspace/review-workspace";
import type { VersionDetail } from "@/components/agreements/types";

const CONTENT = "1. PURPOSE\nThe Company develops chargers.\n2. TERM\nTen years.";

const version = (status: VersionDetail["status"]): VersionDetail => ({
  id: "v1",
  templateId: "t1",
  investorId: "i1",
  status,
  templateVersion: "1.0",
  statusNote: null,
  reviewStartedAt: null,
  approvedAt: null,
  finalizedAt: null,
  createdAt: "2026-11-01T00:00:00Z",
  template: { id: "t1", title: "Master Service Agreement", description: null, category: "msa" },
  content: CONTENT,
  investor: { id: "i1", username: "ivan" },
  approver: null,
  msaId: null,
});

function renderWorkspace(status: VersionDetail["status"], answer?: (url: string, init?: RequestInit) => { status?: number; body?: unknown } | undefined) {
  const fetchMock = mockFetch((url, init) => {
    const custom = answer?.(url, init);
    if (custom) return custom;
    if (url.startsWith("/api/templates/versions/t1")) return { body: version(status) };
    if (url.startsWith("/api/templates/threads?")) return { body: [] };
    return { body: {} };
  });
  renderWithProviders(<ReviewWorkspace templateId="t1" investorId={null} side="investor" onBack={jest.fn()} />);
  return fetchMock;
}

function select(text: string) {
  const root = screen.getByTestId("document-text");
  const node = root.firstChild!.firstChild as Text;
  const at = node.data.indexOf(text);
  const range = document.createRange();
  range.setStart(node, at);
  range.setEnd(node, at + text.length);
  window.getSelection()!.removeAllRanges();
  window.getSelection()!.addRange(range);
  fireEvent.mouseUp(root);
}

test("a selection becomes a redline with the offsets of the version's text", async () => {
  const fetchMock = renderWorkspace("reviewing", (url, init) =>
    url === "/api/templates/threads" && init?.method === "POST" ? { status: 201, body: { id: "th1", versionStatus: "redlined" } } : undefined,
  );
  const user = userEvent.setup();
  const add = await screen.findByRole("button", { name: "Add Redline" });
  expect(add).toBeDisabled();
  act(() => select("The Company"));
  await user.click(add);
  const dialog = await screen.findByRole("dialog", { name: "Add redline" });
  expect(within(dialog).getByRole("button", { name: "Add Comment" })).toBeDisabled();
  await user.type(within(dialog).getByRole("textbox", { name: "Comment" }), "Which company?");
  await user.click(within(dialog).getByRole("button", { name: "Add Comment" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  const call = fetchMock.mock.calls.findIndex(([url, init]) => url === "/api/templates/threads" && (init as RequestInit)?.method === "POST");
  expect(sentBody(fetchMock, call)).toEqual({ templateVersionId: "v1", selectedText: "The Company", startOffset: 11, endOffset: 22, comment: "Which company?", threadType: "comment" });
  expect(await screen.findByText("Comment Added")).toBeInTheDocument();
});

test("a refused redline shows the server's reason under the title Error", async () => {
  renderWorkspace("reviewing", (url, init) =>
    url === "/api/templates/threads" && init?.method === "POST" ? { status: 409, body: { error: "This template version is rejected; it takes no more comments" } } : undefined,
  );
  const user = userEvent.setup();
  const add = await screen.findByRole("button", { name: "Add Redline" });
  act(() => select("Ten years"));
  await user.click(add);
  await user.type(screen.getByRole("textbox", { name: "Comment" }), "Too long");
  await user.click(screen.getByRole("button", { name: "Add Comment" }));
  expect(await screen.findByText("This template version is rejected; it takes no more comments")).toBeInTheDocument();
  expect(screen.getByText("Error")).toBeInTheDocument();
});

test("an investor's menu offers Mark as In Review only while assigned, and no approval", async () => {
  renderWorkspace("reviewing");
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Review actions" }));
  expect(await screen.findByRole("menuitem", { name: "Mark as In Review" })).toHaveAttribute("aria-disabled", "true");
  expect(screen.queryByRole("menuitem", { name: "Approve Template" })).not.toBeInTheDocument();
});

test("a version that is not there shows Document Not Found with Go Back", async () => {
  renderWorkspace("reviewing", (url) => (url.startsWith("/api/templates/versions/t1") ? { status: 404, body: { error: "Template version not found" } } : undefined));
  expect(await screen.findByText("Document Not Found")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Go Back" })).toBeInTheDocument();
});

test("a keyboard user picks a clause and adds a redline on it without selecting text", async () => {
  const fetchMock = renderWorkspace("reviewing", (url, init) =>
    url === "/api/templates/threads" && init?.method === "POST" ? { status: 201, body: { id: "th2", versionStatus: "redlined" } } : undefined,
  );
  const user = userEvent.setup();
  const picker = await screen.findByRole("combobox", { name: "Or choose a clause to redline" });
  expect(within(picker).getAllByRole("option").map((o) => o.textContent)).toEqual(["No clause chosen", "1. PURPOSE", "The Company develops chargers.", "2. TERM", "Ten years."]);
  // Tab order: the picker, then Add Redline right after it.
  picker.focus();
  await user.selectOptions(picker, "The Company develops chargers.");
  await user.tab();
  expect(screen.getByRole("button", { name: "Add Redline" })).toHaveFocus();
  await user.keyboard("{Enter}");
  const dialog = await screen.findByRole("dialog", { name: "Add redline" });
  expect(within(dialog).getByText("The Company develops chargers.")).toBeInTheDocument();
  await user.type(within(dialog).getByRole("textbox", { name: "Comment" }), "Which chargers?");
  await user.click(within(dialog).getByRole("button", { name: "Add Comment" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  const call = fetchMock.mock.calls.findIndex(([url, init]) => url === "/api/templates/threads" && (init as RequestInit)?.method === "POST");
  expect(sentBody(fetchMock, call)).toMatchObject({ selectedText: "The Company develops chargers.", startOffset: 11, endOffset: 41 });
  expect(CONTENT.slice(11, 41)).toBe("The Company develops chargers.");
});

test("a locked version offers no clause picker", async () => {
  renderWorkspace("finalized");
  expect(await screen.findByText("This agreement takes no more comments.")).toBeInTheDocument();
  expect(screen.queryByRole("combobox", { name: "Or choose a clause to redline" })).not.toBeInTheDocument();
});
