/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "@/lib/client/test-utils";
import { ShareLinkGone, SharedMsa } from "@/components/agreements/msa/shared-msa";
import type { SharedMsa as SharedMsaData } from "@/components/agreements/msa/wire-types";

// The signature panel can open the sign dialog elsewhere; here it only shows the signatures.
jest.mock("@/actions/msa/sign-msa", () => ({ signMsaAction: jest.fn() }));

const payload = (allowDownload: boolean): SharedMsaData => ({
  allowDownload,
  expiresAt: "2026-12-23T10:00:00Z",
  msa: {
    template: { title: "Master Service Agreement", version: "1.0" },
    parties: { investor: { name: "Ivan Investor LLC", signatory: "Ivan Investor", title: "Manager" }, company: { name: "Voltline Capital", signatory: null, title: null } },
    finalizedContent: "<p>Between ivan and Voltline Capital.</p>",
    contentHash: "b".repeat(64),
    effectiveDate: null,
    finalizedAt: "2026-11-23T10:00:00Z",
    signatures: { investor: { name: "Ivan Investor", signedAt: "2026-11-23T12:00:00Z" }, company: null },
    executionState: "Pending Execution",
  },
});

const renderShared = (allowDownload: boolean) => renderWithProviders(<SharedMsa token="tok" shared={payload(allowDownload)} companyName="Voltline Capital" />);

test("a live link shows the agreement read-only, without signing or downloads unless allowed", async () => {
  renderShared(false);
  expect(await screen.findByText("Between ivan and Voltline Capital.")).toBeInTheDocument();
  const investor = screen.getByRole("listitem", { name: "Investor signature" });
  expect(investor).toHaveTextContent("Investor: Ivan Investor LLC");
  expect(investor).toHaveTextContent("Name:Ivan Investor");
  expect(investor).toHaveTextContent("Title:Manager");
  expect(screen.getByTestId("content-hash")).toHaveTextContent("b".repeat(64));
  expect(screen.queryByRole("button", { name: /Sign/ })).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /Download/ })).not.toBeInTheDocument();
});

test("downloads appear when the link allows them", async () => {
  renderShared(true);
  expect(await screen.findByRole("button", { name: "Download PDF" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Download DOCX" })).toBeInTheDocument();
});

test("an expired or revoked link says so plainly", async () => {
  renderWithProviders(<ShareLinkGone />);
  expect(screen.getByText("This link no longer works")).toBeInTheDocument();
  expect(screen.getByText(/This share link has expired or been revoked/)).toBeInTheDocument();
});
