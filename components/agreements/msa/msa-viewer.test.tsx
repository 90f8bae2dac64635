/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { useEffect, useState } from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeResponse, polyfillRadix, renderWithProviders } from "@/lib/client/test-utils";
import { MsaViewer } from "@/components/agreements/msa/msa-viewer";
import type { Msa, ShareLink } from "@/components/agreements/msa/wire-types";
import { signMsaAction } from "@/actions/msa/sign-msa";
import { createShareLinkAction } from "@/actions/msa/create-share-link";
import { revokeShareLinkAction } from "@/actions/msa/revoke-share-link";

jest.mock("@/actions/msa/sign-msa", () => ({ signMsaAction: jest.fn() }));
jest.mock("@/actions/msa/create-share-link", () => ({ createShareLinkAction: jest.fn() }));
jest.mock("@/actions/msa/revoke-share-link", () => ({ revokeShareLinkAction: jest.fn() }));
const sign = signMsaAction as jest.Mock;
const createLink = createShareLinkAction as jest.Mock;
const revoke = revokeShareLinkAction as jest.Mock;

beforeAll(polyfillRadix);
beforeEach(() => {
  sign.mockReset().mockResolvedValue({ ok: true, data: undefined });
  createLink.mockReset().mockResolvedValue({ ok: true, data: { shareUrl: "http://x/shared/msa/tok" } });
  revoke.mockReset().mockResolvedValue({ ok: true, data: undefined });
});

const HASH = "a".repeat(64);
const msa = (extra: Partial<Msa> = {}): Msa => ({
  id: "msa1",
  versionId: "v1",
  investorId: "i1",
  templateId: "t1",
  template: { id: "t1", title: "Master Service Agreement", category: "msa", version: "1.0" },
  investor: { id: "i1", username: "ivan" },
  parties: {
    investor: { name: "Ivan Ivanov", signatory: "Ivan Ivanov", title: "Individual", address: "1 Main St, Springfield, IL 62701, United States" },
    company: { name: "Voltline Capital", signatory: null, title: null, address: null },
  },
  finalizer: { id: "e1", username: "erin" },
  finalizedContent: "<h1>Master Service Agreement</h1><p>Between ivan and Voltline Capital.</p>",
  contentHash: HASH,
  executiveNotes: null,
  effectiveDate: "2027-01-01",
  createdAt: "2026-11-23T10:00:00Z",
  reviewStartedAt: "2026-11-01T10:00:00Z",
  redlineSubmittedAt: null,
  approvedAt: "2026-11-20T10:00:00Z",
  finalizedAt: "2026-11-23T10:00:00Z",
  updatedAt: "2026-11-23T10:00:00Z",
  signatures: { investor: null, company: null },
  executionState: "Pending Execution",
  canSign: "investor",
  ...extra,
});
const link = (extra: Partial<ShareLink> = {}): ShareLink => ({
  id: "l1",
  createdAt: "2026-11-23T10:00:00Z",
  expiresAt: "2099-12-23T10:00:00Z",
  allowDownload: false,
  revokedAt: null,
  createdBy: { id: "i1", username: "ivan" },
  viewCount: 2,
  lastViewedAt: "2026-11-23T11:00:00Z",
  ...extra,
});

type PageData = { msa: Msa; links: ShareLink[]; signWithCode?: boolean };
let showPage: (data: PageData) => void = () => {};

/** The viewer as the page renders it, with the server's data as props. */
function Page({ initial }: { initial: PageData }) {
  const [data, setData] = useState(initial);
  useEffect(() => {
    showPage = setData;
  }, []);
  return <MsaViewer key={data.msa.id} msa={data.msa} shareLinks={data.links} legal={false} companyName="Voltline Capital" signWithCode={data.signWithCode} />;
}

/** Renders the viewer; the function it returns plays the page's re-render after an action (the action's refresh). */
function renderViewer(m: Msa = msa(), links: ShareLink[] = [], signWithCode = false) {
  renderWithProviders(<Page initial={{ msa: m, links, signWithCode }} />);
  return (next: Msa, nextLinks: ShareLink[] = links) => showPage({ msa: next, links: nextLinks });
}

test("the agreement with its parties, execution state, hash and signature blocks", async () => {
  renderViewer();
  const page = await screen.findByRole("region", { name: "Master Service Agreement" });
  expect(within(page).getByText("Version 1.0 · Ivan Ivanov and Voltline Capital")).toBeInTheDocument();
  expect(screen.getByRole("article", { name: "Agreement text" })).toHaveTextContent("Between ivan and Voltline Capital.");
  expect(screen.getByTestId("execution-state")).toHaveTextContent("Pending Execution");
  expect(screen.getByTestId("content-hash")).toHaveTextContent(HASH);
  expect(screen.getByText("January 1, 2027")).toBeInTheDocument();
  const investor = screen.getByRole("listitem", { name: "Investor signature" });
  expect(investor).toHaveTextContent("Investor: Ivan Ivanov");
  expect(investor).toHaveTextContent("Not signed yet");
  expect(within(investor).getByRole("button", { name: "Sign as Investor" })).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Sign for the Company" })).not.toBeInTheDocument();
  expect(screen.getByText("No share links yet.")).toBeInTheDocument();
});

test("an investor without a complete legal profile is sent to fill it in instead of signing", async () => {
  renderViewer(msa({ parties: { investor: null, company: { name: "Voltline Capital", signatory: null, title: null, address: null } } }));
  const investor = await screen.findByRole("listitem", { name: "Investor signature" });
  expect(investor).toHaveTextContent("Investor: legal name not yet provided");
  expect(within(investor).queryByRole("button", { name: "Sign as Investor" })).not.toBeInTheDocument();
  expect(within(investor).getByRole("link", { name: "Fill in your legal profile" })).toHaveAttribute("href", "/profile/legal?returnTo=%2Fmsa%2Fmsa1");
});

test("each signed party on its own lines: party, signature, name, title and date signed", async () => {
  renderViewer(
    msa({
      parties: {
        investor: { name: "Ivanov Holdings LLC", signatory: "Ivan Ivanov", title: "Managing Member", address: null },
        company: { name: "Voltline Capital", signatory: "Erin Legal", title: "General Counsel", address: null },
      },
      signatures: {
        investor: { name: "Ivan Ivanov", signedAt: "2026-11-23T12:00:00Z" },
        company: { name: "Erin Legal", signedAt: "2026-11-24T12:00:00Z" },
      },
      canSign: null,
    }),
  );
  const investor = await screen.findByRole("listitem", { name: "Investor signature" });
  expect(investor).toHaveTextContent("Investor: Ivanov Holdings LLC");
  expect(investor).toHaveTextContent("Name:Ivan Ivanov");
  expect(investor).toHaveTextContent("Title:Managing Member");
  expect(investor).toHaveTextContent(/Date signed:November 23, 2026/);
  const company = screen.getByRole("listitem", { name: "Company signature" });
  expect(company).toHaveTextContent("Company: Voltline Capital");
  expect(company).toHaveTextContent("Title:General Counsel");
});

test("signing takes a typed full name, the password and the consent, and shows the signed block", async () => {
  const signed = msa({
    signatures: { investor: { name: "Ivan Investor", signedAt: "2026-11-23T12:00:00Z", userId: "i1", username: "ivan" }, company: null },
    canSign: null,
  });
  const rerender = renderViewer();
  sign.mockImplementation(async () => {
    rerender(signed);
    return { ok: true, data: undefined };
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Sign as Investor" }));
  const dialog = await screen.findByRole("dialog", { name: "Sign the agreement" });
  // The name starts as the legal profile's; the signer types their own.
  expect(within(dialog).getByRole("textbox", { name: "Full name" })).toHaveValue("Ivan Ivanov");
  expect(dialog).toHaveTextContent("Title in the signature block: Individual");
  await user.clear(within(dialog).getByRole("textbox", { name: "Full name" }));
  await user.type(within(dialog).getByRole("textbox", { name: "Full name" }), "I");
  await user.click(within(dialog).getByRole("button", { name: "Sign" }));
  expect(within(dialog).getByText("Type your full name to sign")).toBeInTheDocument();
  await user.type(within(dialog).getByRole("textbox", { name: "Full name" }), "van Investor");
  await user.click(within(dialog).getByRole("button", { name: "Sign" }));
  expect(within(dialog).getByText("Enter your password to sign")).toBeInTheDocument();
  expect(within(dialog).getByText("Agree to sign and keep records electronically to sign")).toBeInTheDocument();
  expect(sign).not.toHaveBeenCalled();
  await user.type(within(dialog).getByLabelText("Your password"), "secret-pass");
  await user.click(within(dialog).getByRole("checkbox", { name: "I agree to sign and keep records electronically" }));
  await user.click(within(dialog).getByRole("button", { name: "Sign" }));
  expect(await screen.findByText("Agreement Signed")).toBeInTheDocument();
  expect(sign).toHaveBeenCalledTimes(1);
  expect(sign.mock.calls[0][0]).toEqual({ id: "msa1", name: "Ivan Investor", password: "secret-pass", consent: true });
  expect(screen.getByRole("listitem", { name: "Investor signature" })).toHaveTextContent("Ivan Investor");
  expect(screen.queryByRole("button", { name: "Sign as Investor" })).not.toBeInTheDocument();
});

test("an account with authenticator codes may sign with a code instead of the password", async () => {
  renderViewer(msa(), [], true);
  sign.mockResolvedValue({ ok: false, error: "That code is not right", fieldErrors: { code: ["That code is not right (or was used already). Type the code your app shows now."] } });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Sign as Investor" }));
  const dialog = await screen.findByRole("dialog", { name: "Sign the agreement" });
  await user.click(within(dialog).getByRole("button", { name: "Use an authenticator code instead" }));
  expect(within(dialog).queryByLabelText("Your password")).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole("checkbox", { name: "I agree to sign and keep records electronically" }));
  await user.click(within(dialog).getByRole("button", { name: "Sign" }));
  expect(within(dialog).getByText("Enter the code your authenticator app shows")).toBeInTheDocument();
  await user.type(within(dialog).getByRole("textbox", { name: "Authenticator code" }), "123456");
  await user.click(within(dialog).getByRole("button", { name: "Sign" }));
  // Only the code is sent; the server's refusal shows under the field and the dialog stays open.
  expect(sign.mock.calls[0][0]).toEqual({ id: "msa1", name: "Ivan Ivanov", code: "123456", consent: true });
  expect(await within(dialog).findByText("That code is not right (or was used already). Type the code your app shows now.")).toBeInTheDocument();
});

describe("downloads", () => {
  const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => "blob:file");
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => click.mockClear());

  function withFile(status: number, type: string) {
    renderViewer();
    global.fetch = jest.fn(async () => {
      const res = fakeResponse({ status, text: "%PDF-1.7", headers: { "Content-Type": type, "Content-Disposition": 'attachment; filename="MSA-ivan-2026-11-23.pdf"' } });
      return Object.assign(res, { blob: async () => new Blob(["%PDF-1.7"]) });
    }) as unknown as typeof fetch;
  }

  test("Download PDF saves the file under the server's name with 'Download Started'", async () => {
    withFile(200, "application/pdf");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Download PDF" }));
    expect(await screen.findByText("Download Started")).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("MSA-ivan-2026-11-23.pdf");
    expect((global.fetch as jest.Mock).mock.calls.some(([u]) => u === "/api/templates/msa/msa1/download?format=pdf")).toBe(true);
  });

  test("a failed download says 'Download Failed' with the format", async () => {
    withFile(500, "application/json");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Download DOCX" }));
    expect(await screen.findByText("Download Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to download MSA as DOCX")).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });
});

test("Share creates a link with the defaults (30 days, no download) and really copies it", async () => {
  renderViewer();
  // user-event puts a working clipboard on navigator for the test.
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Share" }));
  const dialog = await screen.findByRole("dialog", { name: "Share the MSA" });
  expect(within(dialog).getByRole("spinbutton", { name: "Expires in (days)" })).toHaveValue(30);
  expect(within(dialog).getByRole("switch", { name: "Allow download" })).not.toBeChecked();
  await user.click(within(dialog).getByRole("button", { name: "Generate Link" }));
  expect(await screen.findByText("Share Link Generated")).toBeInTheDocument();
  expect(screen.getByText("Secure link copied to clipboard (expires in 30 days)")).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe("http://x/shared/msa/tok");
  expect(within(dialog).getByRole("textbox", { name: "Secure link" })).toHaveValue("http://x/shared/msa/tok");
  expect(createLink.mock.calls[0][0]).toEqual({ id: "msa1", expiresInDays: 30, allowDownload: false });
});

test("a refused share link says 'Share Failed'; an out-of-range expiry is caught first", async () => {
  createLink.mockResolvedValue({ ok: false, status: 403, error: "Only the investor and the legal team may share this MSA" });
  renderViewer();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Share" }));
  const dialog = await screen.findByRole("dialog", { name: "Share the MSA" });
  const days = within(dialog).getByRole("spinbutton", { name: "Expires in (days)" });
  await user.clear(days);
  await user.type(days, "400");
  await user.click(within(dialog).getByRole("button", { name: "Generate Link" }));
  expect(await within(dialog).findByText("Enter a whole number of days from 1 to 365")).toBeInTheDocument();
  expect(createLink).not.toHaveBeenCalled();
  await user.clear(days);
  await user.type(days, "7");
  await user.click(within(dialog).getByRole("button", { name: "Generate Link" }));
  expect(await screen.findByText("Share Failed")).toBeInTheDocument();
  expect(screen.getByText("Only the investor and the legal team may share this MSA")).toBeInTheDocument();
});

test("the server's refusal of the expiry shows under the field", async () => {
  createLink.mockResolvedValue({ ok: false, status: 400, error: "Invalid input", fieldErrors: { expiresInDays: ["expiresInDays must be at most 365"] } });
  renderViewer();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Share" }));
  const dialog = await screen.findByRole("dialog", { name: "Share the MSA" });
  await user.click(within(dialog).getByRole("button", { name: "Generate Link" }));
  expect(await within(dialog).findByText("Enter a whole number of days from 1 to 365")).toBeInTheDocument();
  expect(within(dialog).getByRole("spinbutton", { name: "Expires in (days)" })).toHaveAttribute("aria-invalid", "true");
  expect(await screen.findByText("Share Failed")).toBeInTheDocument();
});

test("a link the staff made shows as 'Portal staff' to the investor, their own by their name", async () => {
  renderViewer(msa(), [link(), link({ id: "l3", createdBy: null })]);
  const items = within(screen.getByRole("region", { name: "Share links" })).getAllByRole("listitem");
  expect(items[0]).toHaveTextContent("by ivan ·");
  expect(items[1]).toHaveTextContent("by Portal staff ·");
});

test("live links can be revoked after a confirmation; expired and revoked ones cannot", async () => {
  const expired = link({ id: "l2", expiresAt: "2020-01-01T00:00:00Z" });
  const rerender = renderViewer(msa(), [link(), expired]);
  revoke.mockImplementation(async () => {
    rerender(msa(), [link({ revokedAt: "2026-11-23T12:00:00Z" }), expired]);
    return { ok: true, data: undefined };
  });
  const user = userEvent.setup();
  const list = screen.getByRole("region", { name: "Share links" });
  expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  expect(within(list).getByText("Active")).toBeInTheDocument();
  expect(within(list).getByText("Expired")).toBeInTheDocument();
  expect(within(list).getAllByRole("button", { name: "Revoke" })).toHaveLength(1);
  await user.click(within(list).getByRole("button", { name: "Revoke" }));
  await user.click(within(await screen.findByRole("alertdialog", { name: "Revoke this link?" })).getByRole("button", { name: "Revoke Link" }));
  expect(await screen.findByText("Share Link Revoked")).toBeInTheDocument();
  expect(within(list).getByText("Revoked")).toBeInTheDocument();
  expect(within(list).queryByRole("button", { name: "Revoke" })).not.toBeInTheDocument();
  expect(revoke.mock.calls[0][0]).toEqual({ id: "msa1", linkId: "l1" });
});
