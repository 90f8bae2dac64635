/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DealRoomScreen } from "@/components/deal-room/deal-room-screen";
import DealRoomError from "@/app/(portal)/deal-room/error";
import { DOCUMENT_TYPES } from "@/lib/deal-room/document-types";
import { renderWithProviders } from "@/lib/client/test-utils";
import type { StatusItem } from "@/components/deal-room/types";
import { saveDocumentAction } from "@/actions/deal-room/save-document";
import { requestDocumentUploadAction } from "@/actions/deal-room/request-document-upload";
import { removeDocumentPartAction } from "@/actions/deal-room/remove-document-part";
import type { DocumentItem } from "@/components/deal-room/types";

jest.mock("@/actions/deal-room/save-document", () => ({ saveDocumentAction: jest.fn() }));
jest.mock("@/actions/deal-room/request-document-upload", () => ({ requestDocumentUploadAction: jest.fn() }));
jest.mock("@/actions/deal-room/review-document", () => ({ reviewDocumentAction: jest.fn() }));
jest.mock("@/actions/deal-room/remove-document-part", () => ({ removeDocumentPartAction: jest.fn() }));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const save = jest.mocked(saveDocumentAction);
const removePart = jest.mocked(removeDocumentPartAction);
const requestUpload = jest.mocked(requestDocumentUploadAction);

function statusWith(done: number): StatusItem {
  return {
    documents: DOCUMENT_TYPES.map((documentType, i) => ({ documentType, status: i < done ? "Partial" : "Missing", hasFile: false, hasGoogleDoc: i < done, done: i < done, reviewStatus: null, reviewReason: null })),
    completedDocuments: done,
    totalDocuments: 9,
    completionPercentage: Math.round((done * 100) / 9),
  };
}

const room = (done: number, mode: "own" | "tracking" = "own") => <DealRoomScreen userId="u1" status={statusWith(done)} documents={[]} mode={mode} canReview />;

beforeEach(() => jest.clearAllMocks());

describe("DealRoomScreen", () => {
  it("shows the nine types, x of 9, and no congratulation before 100 %", () => {
    renderWithProviders(room(4));
    expect(screen.getByTestId("overall-count")).toHaveTextContent("4/9 documents");
    expect(screen.getByText("Appraisal of Poles Value")).toBeInTheDocument();
    expect(screen.getAllByText("Missing")).toHaveLength(5);
    expect(screen.queryByText(/Congratulations/)).not.toBeInTheDocument();
  });

  it("congratulates at 9 of 9, and every Partial badge says the document is done", () => {
    renderWithProviders(room(9));
    expect(screen.getByRole("status")).toHaveTextContent("Congratulations! All 9 deal-room documents have been provided. 9 are awaiting review by the company.");
    expect(screen.getByTestId("review-count")).toHaveTextContent("9 provided · 9 awaiting review · 0 of 9 accepted");
    expect(screen.getAllByText("Partial")).toHaveLength(9);
    expect(screen.getAllByText("Done")).toHaveLength(9);
  });

  it("marks only the documents that count as done", () => {
    renderWithProviders(room(4));
    expect(screen.getAllByText("Done")).toHaveLength(4);
  });

  it("leaves the congratulation to the investor: an employee reviewing the room reads the count", () => {
    renderWithProviders(room(9, "tracking"));
    expect(screen.getByTestId("overall-count")).toHaveTextContent("9/9 documents");
    expect(screen.queryByText(/Congratulations/)).not.toBeInTheDocument();
  });

  it("refuses a too-large or wrong-type file before anything is sent, with the spec's titles", async () => {
    renderWithProviders(room(0));
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole("tab", { name: "Upload & Manage" }));
    const card = screen.getByRole("region", { name: "Pictures" });
    const big = new File(["x"], "site.png", { type: "image/png" });
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    await user.upload(within(card).getByLabelText("File"), big);
    expect(await screen.findByText("File Too Large")).toBeInTheDocument();
    expect(screen.getByText("File size must be less than 10MB")).toBeInTheDocument();
    await user.upload(within(card).getByLabelText("File"), new File(["MZ"], "tool.exe"));
    expect(await screen.findByText("Invalid File Type")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Upload File for Pictures" })).toBeDisabled();
    expect(requestUpload).not.toHaveBeenCalled();
  });

  it("says Upload Failed with the server's text when no upload address is given", async () => {
    requestUpload.mockResolvedValue({ ok: false, status: 429, error: "Too many upload URLs: try again in a minute" });
    renderWithProviders(room(0));
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Upload & Manage" }));
    const card = screen.getByRole("region", { name: "Pictures" });
    await user.upload(within(card).getByLabelText("File"), new File(["%PDF-"], "site.pdf", { type: "application/pdf" }));
    await user.click(within(card).getByRole("button", { name: "Upload File for Pictures" }));
    expect(await screen.findByText("Upload Failed")).toBeInTheDocument();
    expect(screen.getByText("Too many upload URLs: try again in a minute")).toBeInTheDocument();
    expect(within(card).getByText("Upload failed. Please try again.")).toBeInTheDocument();
    expect(requestUpload).toHaveBeenCalledWith(expect.objectContaining({ documentType: "pictures", userId: "u1", fileName: "site.pdf" }));
    expect(save).not.toHaveBeenCalled();
  });

  it("names the reason when the server refuses the file's content or size (issue 30 §8)", async () => {
    requestUpload.mockResolvedValue({ ok: true, data: { uploadUrl: "/api/uploads/t1", filePath: "p" } } as never);
    const reason = "File content does not match its type: the file is not a PDF";
    class RefusingXhr {
      status = 415;
      statusText = "Unsupported Media Type";
      responseText = JSON.stringify({ error: reason });
      upload = {};
      timeout = 0;
      onload: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {
        setTimeout(() => this.onload?.(), 0);
      }
    }
    const original = global.XMLHttpRequest;
    global.XMLHttpRequest = RefusingXhr as unknown as typeof XMLHttpRequest;
    try {
      renderWithProviders(room(0));
      const user = userEvent.setup();
      await user.click(screen.getByRole("tab", { name: "Upload & Manage" }));
      const card = screen.getByRole("region", { name: "Pictures" });
      await user.upload(within(card).getByLabelText("File"), new File(["just text"], "notes.pdf", { type: "application/pdf" }));
      await user.click(within(card).getByRole("button", { name: "Upload File for Pictures" }));
      expect(await screen.findByText("Invalid File Type")).toBeInTheDocument();
      expect(within(card).getByRole("alert")).toHaveTextContent(`Invalid File Type: ${reason}`);
      expect(within(card).queryByText("Upload failed. Please try again.")).not.toBeInTheDocument();
      expect(save).not.toHaveBeenCalled();
    } finally {
      global.XMLHttpRequest = original;
    }
  });

  it("checks a Google Doc link before sending it", async () => {
    renderWithProviders(room(0));
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Upload & Manage" }));
    const card = screen.getByRole("region", { name: "Debt Agreement" });
    await user.click(within(card).getByRole("button", { name: "Save Link" }));
    expect(await screen.findByText("Please enter a valid Google Doc URL")).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("saves a Google Doc link through the action, once, with a key", async () => {
    save.mockResolvedValue({ ok: true, data: { id: "d1" } });
    renderWithProviders(room(0));
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Upload & Manage" }));
    const card = screen.getByRole("region", { name: "Debt Agreement" });
    await user.type(within(card).getByLabelText("Google Doc link"), "https://docs.google.com/document/d/x");
    await user.click(within(card).getByRole("button", { name: "Save Link" }));
    expect(await screen.findByText("Google Doc Link Saved")).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ documentType: "debt_agreement", userId: "u1", googleDocUrl: "https://docs.google.com/document/d/x" }, { idempotencyKey: expect.any(String) });
    expect(within(card).getByLabelText("Google Doc link")).toHaveValue("");
  });

  it("shows the server's refusal of a link under the spec's title", async () => {
    save.mockResolvedValue({ ok: false, status: 404, error: "User not found" });
    renderWithProviders(room(0));
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Upload & Manage" }));
    const card = screen.getByRole("region", { name: "Debt Agreement" });
    await user.type(within(card).getByLabelText("Google Doc link"), "https://docs.google.com/document/d/x");
    await user.click(within(card).getByRole("button", { name: "Save Link" }));
    expect(await screen.findByText("User not found")).toBeInTheDocument();
    expect(within(card).getByLabelText("Google Doc link")).toHaveValue("https://docs.google.com/document/d/x");
  });

  it("shows the server's message about the link under the field", async () => {
    save.mockResolvedValue({ ok: false, status: 400, error: "Invalid input", fieldErrors: { googleDocUrl: ["Please enter a valid Google Doc URL"] } });
    renderWithProviders(room(0));
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Upload & Manage" }));
    const card = screen.getByRole("region", { name: "Debt Agreement" });
    await user.type(within(card).getByLabelText("Google Doc link"), "https://docs.google.com/document/d/x");
    await user.click(within(card).getByRole("button", { name: "Save Link" }));
    expect(await within(card).findByText("Please enter a valid Google Doc URL")).toBeInTheDocument();
    expect(within(card).getByLabelText("Google Doc link")).toHaveAttribute("aria-invalid", "true");
  });

  it("takes back a wrongly handed-in file and link on the investor's own room, never on an employee's view", async () => {
    const at = "2026-11-01T00:00:00.000Z";
    const pictures: DocumentItem = {
      id: "d1", userId: "u1", projectId: null, documentType: "pictures", filename: "wrong.pdf", filePath: "p", googleDocUrl: "https://docs.google.com/document/d/wrong",
      fileSize: 10, contentType: "application/pdf", uploadedAt: at, updatedAt: at, reviewStatus: null, reviewReason: null, reviewedAt: null, reviewedBy: null,
      downloadUrl: "/api/documents/d1/download", versions: [],
    };
    removePart.mockResolvedValue({ ok: true, data: { id: "d1" } });
    const { unmount } = renderWithProviders(<DealRoomScreen userId="u1" status={statusWith(1)} documents={[pictures]} mode="own" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Upload & Manage" }));
    // Nothing is removed before the question is answered: Cancel (or Esc) keeps the file.
    await user.click(screen.getByRole("button", { name: "Remove file: Pictures" }));
    let ask = await screen.findByRole("alertdialog", { name: "Remove the file from Pictures?" });
    await user.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(removePart).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Remove file: Pictures" }));
    ask = await screen.findByRole("alertdialog", { name: "Remove the file from Pictures?" });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(removePart).not.toHaveBeenCalled();
    // From the keyboard: the dialog opens on Enter, Tab reaches its Remove file button.
    screen.getByRole("button", { name: "Remove file: Pictures" }).focus();
    await user.keyboard("{Enter}");
    ask = await screen.findByRole("alertdialog", { name: "Remove the file from Pictures?" });
    expect(within(ask).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.tab();
    expect(within(ask).getByRole("button", { name: "Remove file" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(removePart).toHaveBeenCalledWith({ documentType: "pictures", userId: "u1", part: "file" }, { idempotencyKey: expect.any(String) });
    expect(await screen.findByText("File Removed")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Remove link: Pictures" }));
    await user.click(within(await screen.findByRole("alertdialog", { name: "Remove the link from Pictures?" })).getByRole("button", { name: "Remove link" }));
    expect(removePart).toHaveBeenLastCalledWith({ documentType: "pictures", userId: "u1", part: "link" }, { idempotencyKey: expect.any(String) });
    unmount();

    renderWithProviders(<DealRoomScreen userId="u1" status={statusWith(1)} documents={[pictures]} mode="tracking" canReview />);
    await user.click(screen.getByRole("tab", { name: "Files & Review" }));
    expect(screen.queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
  });

  it("is read-only when tracking another investor's deal room", async () => {
    renderWithProviders(room(1, "tracking"));
    await userEvent.setup().click(screen.getByRole("tab", { name: "Files & Review" }));
    expect(screen.queryByLabelText("File")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save Link" })).not.toBeInTheDocument();
  });
});

describe("the deal room's error boundary", () => {
  it("says what failed in the spec's words, and reads again on Try again", async () => {
    const retry = jest.fn();
    renderWithProviders(<DealRoomError retry={retry} />);
    expect(screen.getByText("Failed to fetch document status")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalled();
  });
});
