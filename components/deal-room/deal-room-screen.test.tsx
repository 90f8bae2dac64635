/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DealRoomScreen } from "@/components/deal-room/deal-room-screen";
import { DOCUMENT_TYPES } from "@/lib/deal-room/document-types";
import { mockFetch, renderWithProviders } from "@/lib/client/test-utils";
import type { StatusItem } from "@/components/deal-room/types";

function statusWith(done: number): StatusItem {
  return {
    documents: DOCUMENT_TYPES.map((documentType, i) => ({ documentType, status: i < done ? "Partial" : "Missing", hasFile: false, hasGoogleDoc: i < done, done: i < done, reviewStatus: null, reviewReason: null })),
    completedDocuments: done,
    totalDocuments: 9,
    completionPercentage: Math.round((done * 100) / 9),
  };
}

const answers = (status: StatusItem, failStatus = false) =>
  mockFetch((url) => (url.startsWith("/api/documents/status") ? (failStatus ? { status: 500, body: { error: "boom" } } : { body: status }) : { body: [] }));

describe("DealRoomScreen", () => {
  it("shows the nine types, x of 9, and no congratulation before 100 %", async () => {
    answers(statusWith(4));
    renderWithProviders(<DealRoomScreen userId="u1" mode="own" />);
    expect(await screen.findByTestId("overall-count")).toHaveTextContent("4/9 documents");
    expect(screen.getByText("Appraisal of Poles Value")).toBeInTheDocument();
    expect(screen.getAllByText("Missing")).toHaveLength(5);
    expect(screen.queryByText(/Congratulations/)).not.toBeInTheDocument();
  });

  it("congratulates at 9 of 9", async () => {
    answers(statusWith(9));
    renderWithProviders(<DealRoomScreen userId="u1" mode="own" />);
    expect(await screen.findByText("Congratulations! All 9 deal-room documents have been provided.")).toBeInTheDocument();
  });

  it("refuses a too-large or wrong-type file before anything is sent, with the spec's titles", async () => {
    const fetch = answers(statusWith(0));
    renderWithProviders(<DealRoomScreen userId="u1" mode="own" />);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole("tab", { name: "Upload & Manage" }));
    const card = screen.getByRole("region", { name: "Pictures" });
    const big = new File(["x"], "site.png", { type: "image/png" });
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    await user.upload(within(card).getByLabelText("File"), big);
    expect(await screen.findByText("File Too Large")).toBeInTheDocument();
    expect(screen.getByText("File size must be less than 10MB")).toBeInTheDocument();
    await user.upload(within(card).getByLabelText("File"), new File(["MZ"], "tool.exe"));
    expect(await screen.findByText("Invalid File Type")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Upload File for Pictures" })).toBeDisabled();
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.includes("upload"))).toEqual([]);
  });

  it("checks a Google Doc link before sending it", async () => {
    const fetch = answers(statusWith(0));
    renderWithProviders(<DealRoomScreen userId="u1" mode="own" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Upload & Manage" }));
    const card = screen.getByRole("region", { name: "Debt Agreement" });
    await user.click(within(card).getByRole("button", { name: "Save Link" }));
    expect(await screen.findByText("Please enter a valid Google Doc URL")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("is read-only when tracking another investor's deal room", async () => {
    answers(statusWith(1));
    renderWithProviders(<DealRoomScreen userId="u1" mode="tracking" canReview />);
    await userEvent.setup().click(await screen.findByRole("tab", { name: "Files & Review" }));
    expect(screen.queryByLabelText("File")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save Link" })).not.toBeInTheDocument();
  });

  it("says when the status cannot be fetched, with a retry", async () => {
    answers(statusWith(0), true);
    renderWithProviders(<DealRoomScreen userId="u1" mode="own" />);
    expect(await screen.findByText("Failed to fetch document status")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
