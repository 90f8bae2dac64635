/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/lib/client/test-utils";
import { ReviewWorkspace } from "@/components/agreements/workspace/review-workspace";
import { DocumentNotFound } from "@/components/agreements/workspace/document-not-found";
import type { VersionDetail } from "@/components/agreements/types";
import { createThreadAction } from "@/actions/agreements/create-thread";

// The workspace's changes are server actions: stand-ins here, the real ones in the access matrix and the journeys.
jest.mock("@/actions/agreements/create-thread", () => ({ createThreadAction: jest.fn() }));
jest.mock("@/actions/agreements/change-version-status", () => ({ changeVersionStatusAction: jest.fn() }));
jest.mock("@/actions/agreements/start-template-review", () => ({ startTemplateReviewAction: jest.fn() }));
jest.mock("@/actions/agreements/notify-investor", () => ({ notifyInvestorAction: jest.fn() }));
jest.mock("@/actions/agreements/add-reply", () => ({ addReplyAction: jest.fn() }));
jest.mock("@/actions/agreements/set-thread-status", () => ({ setThreadStatusAction: jest.fn() }));
const createThread = jest.mocked(createThreadAction);

beforeEach(() => jest.clearAllMocks());

const CONTENT = "1. PURPOSE\nThe Company develops chargers.\n2. TERM\nTen years.";

const version = (status: VersionDetail["status"]): VersionDetail => ({
  id: "v1",
  templateId: "t1",
  investorId: "i1",
  status,
  templateVersion: "1.0",
  statusNote: null,
  reviewStartedAt: null,
  redlineSubmittedAt: null,
  approvedAt: null,
  finalizedAt: null,
  createdAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-01T00:00:00Z",
  template: { id: "t1", title: "Master Service Agreement", description: null, category: "msa" },
  content: CONTENT,
  investor: { id: "i1", username: "ivan" },
  approver: null,
  msaId: null,
});

const renderWorkspace = (status: VersionDetail["status"]) =>
  renderWithProviders(<ReviewWorkspace version={version(status)} threads={[]} side="investor" backHref="/templates" />);

const created = (id: string) => ({ ok: true as const, data: { id, versionStatus: "redlined" } }) as unknown as Awaited<ReturnType<typeof createThreadAction>>;

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
  createThread.mockResolvedValue(created("th1"));
  renderWorkspace("reviewing");
  const user = userEvent.setup();
  const add = screen.getByRole("button", { name: "Add Redline" });
  expect(add).toBeDisabled();
  act(() => select("The Company"));
  await user.click(add);
  const dialog = await screen.findByRole("dialog", { name: "Add redline" });
  expect(within(dialog).getByRole("button", { name: "Add Comment" })).toBeDisabled();
  await user.type(within(dialog).getByRole("textbox", { name: "Comment" }), "Which company?");
  await user.click(within(dialog).getByRole("button", { name: "Add Comment" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(createThread).toHaveBeenCalledWith(
    { templateVersionId: "v1", selectedText: "The Company", startOffset: 11, endOffset: 22, comment: "Which company?", threadType: "comment" },
    { idempotencyKey: expect.any(String) },
  );
  expect(await screen.findByText("Comment Added")).toBeInTheDocument();
});

test("a refused redline shows the server's reason under the title Error and keeps the text", async () => {
  createThread.mockResolvedValue({ ok: false, status: 409, error: "This template version is rejected; it takes no more comments" });
  renderWorkspace("reviewing");
  const user = userEvent.setup();
  act(() => select("Ten years"));
  await user.click(screen.getByRole("button", { name: "Add Redline" }));
  await user.type(screen.getByRole("textbox", { name: "Comment" }), "Too long");
  await user.click(screen.getByRole("button", { name: "Add Comment" }));
  expect(await screen.findByText("This template version is rejected; it takes no more comments")).toBeInTheDocument();
  expect(screen.getByText("Error")).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Comment" })).toHaveValue("Too long");
});

test("the server's message for a field shows under that field", async () => {
  createThread.mockResolvedValue({ ok: false, status: 400, error: "Invalid input", fieldErrors: { suggestions: ["Suggestions must not contain invisible direction or zero-width characters"] } });
  renderWorkspace("reviewing");
  const user = userEvent.setup();
  act(() => select("Ten years"));
  await user.click(screen.getByRole("button", { name: "Add Redline" }));
  await user.type(screen.getByRole("textbox", { name: "Comment" }), "Shorter");
  await user.type(screen.getByRole("textbox", { name: "Suggested wording (optional)" }), "Five years");
  await user.click(screen.getByRole("button", { name: "Add Comment" }));
  expect(await screen.findByText(/^Suggestions must not contain/)).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Suggested wording (optional)" })).toHaveAttribute("aria-invalid", "true");
});

test("an investor's menu offers Mark as In Review only while assigned, and no approval", async () => {
  renderWorkspace("reviewing");
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Review actions" }));
  expect(await screen.findByRole("menuitem", { name: "Mark as In Review" })).toHaveAttribute("aria-disabled", "true");
  expect(screen.queryByRole("menuitem", { name: "Approve Template" })).not.toBeInTheDocument();
});

test("a version that is not there shows Document Not Found with Go Back", () => {
  renderWithProviders(<DocumentNotFound backHref="/templates" />);
  expect(screen.getByText("Document Not Found")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Go Back" })).toHaveAttribute("href", "/templates");
});

test("a keyboard user picks a clause and adds a redline on it without selecting text", async () => {
  createThread.mockResolvedValue(created("th2"));
  renderWorkspace("reviewing");
  const user = userEvent.setup();
  const picker = screen.getByRole("combobox", { name: "Or choose a clause to redline" });
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
  expect(createThread.mock.calls[0][0]).toMatchObject({ selectedText: "The Company develops chargers.", startOffset: 11, endOffset: 41 });
  expect(CONTENT.slice(11, 41)).toBe("The Company develops chargers.");
});

test("a locked version offers no clause picker", () => {
  renderWorkspace("finalized");
  // Said above the text and in the (empty) comment list.
  expect(screen.getAllByText("This agreement takes no more comments.")).toHaveLength(2);
  expect(screen.queryByRole("combobox", { name: "Or choose a clause to redline" })).not.toBeInTheDocument();
});
