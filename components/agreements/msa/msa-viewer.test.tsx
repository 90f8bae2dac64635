/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeResponse, mockFetch, polyfillRadix, renderWithProviders, sentBody, type FakeAnswer } from "@/lib/client/test-utils";
import { MsaViewer } from "@/components/agreements/msa/msa-viewer";
import type { MsaWire, ShareLinkWire } from "@/lib/agreements/msa/wire";

beforeAll(polyfillRadix);

const HASH = "a".repeat(64);
const msa = (extra: Partial<MsaWire> = {}): MsaWire => ({
  id: "msa1",
  versionId: "v1",
  investorId: "i1",
  templateId: "t1",
  template: { id: "t1", title: "Master Service Agreement", category: "msa", version: "1.0" },
  investor: { id: "i1", username: "ivan" },
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
const link = (extra: Partial<ShareLinkWire> = {}): ShareLinkWire => ({
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
const ME = { user: { id: "i1", username: "ivan", role: "external", status: "approved", isEmployee: false } };

type Answer = (url: string, init?: RequestInit) => FakeAnswer | undefined;

function renderViewer(answer?: Answer, id = "msa1") {
  const fetchMock = mockFetch((url, init) => {
    const custom = answer?.(url, init);
    if (custom) return custom;
    if (url === "/api/auth/me") return { body: ME };
    if (url === "/api/templates/msa/msa1") return { body: msa() };
    if (url === "/api/templates/msa/msa1/share") return { body: { links: [] } };
    return { body: {} };
  });
  renderWithProviders(<MsaViewer id={id} companyName="Voltline Capital" />);
  return fetchMock;
}

test("the agreement with its parties, execution state, hash and signature blocks", async () => {
  renderViewer();
  const page = await screen.findByRole("region", { name: "Master Service Agreement" });
  expect(within(page).getByText("Version 1.0 · ivan and Voltline Capital")).toBeInTheDocument();
  expect(screen.getByRole("article", { name: "Agreement text" })).toHaveTextContent("Between ivan and Voltline Capital.");
  expect(screen.getByTestId("execution-state")).toHaveTextContent("Pending Execution");
  expect(screen.getByTestId("content-hash")).toHaveTextContent(HASH);
  expect(screen.getByText("January 1, 2027")).toBeInTheDocument();
  const investor = screen.getByRole("listitem", { name: "Investor signature" });
  expect(investor).toHaveTextContent("Not signed yet");
  expect(within(investor).getByRole("button", { name: "Sign as Investor" })).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Sign for the Company" })).not.toBeInTheDocument();
  expect(await screen.findByText("No share links yet.")).toBeInTheDocument();
});

test("signing takes a typed full name and shows the signed block", async () => {
  const signed = msa({
    signatures: { investor: { name: "Ivan Investor", signedAt: "2026-11-23T12:00:00Z", userId: "i1", username: "ivan" }, company: null },
    canSign: null,
  });
  let done = false;
  const fetchMock = renderViewer((url, init) => {
    if (url === "/api/templates/msa/msa1/sign" && init?.method === "POST") {
      done = true;
      return { body: signed };
    }
    if (url === "/api/templates/msa/msa1" && done) return { body: signed };
    return undefined;
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Sign as Investor" }));
  const dialog = await screen.findByRole("dialog", { name: "Sign the agreement" });
  await user.type(within(dialog).getByRole("textbox", { name: "Full name" }), "I");
  await user.click(within(dialog).getByRole("button", { name: "Sign" }));
  expect(within(dialog).getByText("Type your full name to sign")).toBeInTheDocument();
  await user.type(within(dialog).getByRole("textbox", { name: "Full name" }), "van Investor");
  await user.click(within(dialog).getByRole("button", { name: "Sign" }));
  expect(await screen.findByText("Agreement Signed")).toBeInTheDocument();
  const call = fetchMock.mock.calls.findIndex(([url]) => url === "/api/templates/msa/msa1/sign");
  expect(sentBody(fetchMock, call)).toEqual({ name: "Ivan Investor" });
  await waitFor(() => expect(screen.getByRole("listitem", { name: "Investor signature" })).toHaveTextContent("Ivan Investor"));
  expect(screen.queryByRole("button", { name: "Sign as Investor" })).not.toBeInTheDocument();
});

test("an id without a finalized MSA shows MSA Not Found with the spec's text", async () => {
  renderViewer((url) => (url === "/api/templates/msa/nope" ? { status: 404, body: { error: "No finalized MSA found for this investor" } } : undefined), "nope");
  expect(await screen.findByText("MSA Not Found")).toBeInTheDocument();
  expect(screen.getByText("No finalized MSA found for this investor")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Go Back" })).toHaveAttribute("href", "/templates");
});

test("a failure other than 404 says 'Failed to fetch MSA' with a retry", async () => {
  renderViewer((url) => (url === "/api/templates/msa/msa1" ? { status: 500, text: "<html>oops</html>" } : undefined));
  expect(await screen.findByText("Failed to fetch MSA")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
});

describe("downloads", () => {
  const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => "blob:file");
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => click.mockClear());

  function withFile(status: number, type: string) {
    const base = renderViewer();
    const inner = global.fetch as jest.Mock;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.includes("/download?")) return inner(input, init);
      const res = fakeResponse({ status, text: "%PDF-1.7", headers: { "Content-Type": type, "Content-Disposition": 'attachment; filename="MSA-ivan-2026-11-23.pdf"' } });
      return Object.assign(res, { blob: async () => new Blob(["%PDF-1.7"]) });
    }) as unknown as typeof fetch;
    return base;
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
  const fetchMock = renderViewer((url, init) =>
    url === "/api/templates/msa/msa1/share" && init?.method === "POST" ? { status: 201, body: { shareUrl: "http://x/shared/msa/tok", link: link() } } : undefined,
  );
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
  const call = fetchMock.mock.calls.findIndex(([url, init]) => url === "/api/templates/msa/msa1/share" && (init as RequestInit)?.method === "POST");
  expect(sentBody(fetchMock, call)).toEqual({ expiresInDays: 30, allowDownload: false });
});

test("a refused share link says 'Share Failed'; an out-of-range expiry is caught first", async () => {
  const fetchMock = renderViewer((url, init) => (url === "/api/templates/msa/msa1/share" && init?.method === "POST" ? { status: 500, text: "" } : undefined));
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Share" }));
  const dialog = await screen.findByRole("dialog", { name: "Share the MSA" });
  const days = within(dialog).getByRole("spinbutton", { name: "Expires in (days)" });
  await user.clear(days);
  await user.type(days, "400");
  await user.click(within(dialog).getByRole("button", { name: "Generate Link" }));
  expect(within(dialog).getByText("Enter a whole number of days from 1 to 365")).toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([url, init]) => url === "/api/templates/msa/msa1/share" && (init as RequestInit)?.method === "POST")).toBe(false);
  await user.clear(days);
  await user.type(days, "7");
  await user.click(within(dialog).getByRole("button", { name: "Generate Link" }));
  expect(await screen.findByText("Share Failed")).toBeInTheDocument();
  expect(screen.getByText("Failed to generate share link")).toBeInTheDocument();
});

test("live links can be revoked after a confirmation; expired and revoked ones cannot", async () => {
  let revoked = false;
  const fetchMock = renderViewer((url, init) => {
    if (url === "/api/templates/msa/msa1/share/l1" && init?.method === "DELETE") {
      revoked = true;
      return { body: { link: link({ revokedAt: "2026-11-23T12:00:00Z" }) } };
    }
    if (url === "/api/templates/msa/msa1/share")
      return { body: { links: [revoked ? link({ revokedAt: "2026-11-23T12:00:00Z" }) : link(), link({ id: "l2", expiresAt: "2020-01-01T00:00:00Z" })] } };
    return undefined;
  });
  const user = userEvent.setup();
  const list = await screen.findByRole("region", { name: "Share links" });
  await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
  expect(within(list).getByText("Active")).toBeInTheDocument();
  expect(within(list).getByText("Expired")).toBeInTheDocument();
  expect(within(list).getAllByRole("button", { name: "Revoke" })).toHaveLength(1);
  await user.click(within(list).getByRole("button", { name: "Revoke" }));
  await user.click(within(await screen.findByRole("alertdialog", { name: "Revoke this link?" })).getByRole("button", { name: "Revoke Link" }));
  expect(await screen.findByText("Share Link Revoked")).toBeInTheDocument();
  await waitFor(() => expect(within(list).getByText("Revoked")).toBeInTheDocument());
  expect(within(list).queryByRole("button", { name: "Revoke" })).not.toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([url, init]) => url === "/api/templates/msa/msa1/share/l1" && (init as RequestInit)?.method === "DELETE")).toBe(true);
});
