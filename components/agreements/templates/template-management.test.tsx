/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch, polyfillRadix, renderWithProviders, sentBody, type FakeAnswer } from "@/lib/client/test-utils";
import { TemplateManagement } from "@/components/agreements/templates/template-management";
import type { TemplateSummary } from "@/components/agreements/types";

beforeAll(polyfillRadix);

const MSA: TemplateSummary = { id: "t1", title: "Master Service Agreement", description: "The main agreement", category: "msa", version: "1.0", isActive: true };
const RISK: TemplateSummary = { id: "t2", title: "Risk Disclosure", description: null, category: "disclosure", version: "1.3", isActive: false };

/** A fake server over a list of templates: PUT bumps the version, PATCH sets isActive, POST adds version 1.0. */
function fakeServer(initial: TemplateSummary[], override?: (url: string, init?: RequestInit) => FakeAnswer | undefined) {
  const list = initial.map((t) => ({ ...t, content: `${t.title}\n\n1. TERMS\nText.` }));
  return mockFetch((url, init) => {
    const custom = override?.(url, init);
    if (custom) return custom;
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url === "/api/templates" && method === "GET") return { body: list.map(({ content: _c, ...t }) => t) };
    if (url === "/api/templates" && method === "POST") {
      const created = { id: `t${list.length + 1}`, isActive: true, version: "1.0", ...body };
      list.push(created);
      return { status: 201, body: created };
    }
    const m = /^\/api\/templates\/([^/]+)(\/active)?$/.exec(url);
    const t = m && list.find((x) => x.id === m[1]);
    if (!t) return { status: 404, body: { error: "Template not found" } };
    if (method === "GET") return { body: { ...t, contentType: "text/plain" } };
    if (method === "PUT") Object.assign(t, body, { version: `1.${Number(t.version.split(".")[1]) + 1}` });
    if (method === "PATCH") t.isActive = body.isActive;
    return { body: t };
  });
}

const row = async (title: string) => within(await screen.findByRole("row", { name: new RegExp(`^${title}`) }));

test("lists every template with its category, version and whether it is active", async () => {
  fakeServer([MSA, RISK]);
  renderWithProviders(<TemplateManagement />);
  const table = await screen.findByRole("table", { name: "Agreement templates" });
  const rows = within(table).getAllByRole("row").slice(1);
  expect(rows.map((r) => within(r).getAllByRole("cell").slice(0, 4).map((c) => c.textContent))).toEqual([
    ["Master Service AgreementThe main agreement", "Master Service Agreement", "1.0", "Active"],
    ["Risk Disclosure", "Disclosure", "1.3", "Inactive"],
  ]);
  expect(within(rows[0]).getByRole("button", { name: "Deactivate Master Service Agreement" })).toBeInTheDocument();
  expect(within(rows[1]).getByRole("button", { name: "Activate Risk Disclosure" })).toBeInTheDocument();
});

test("editing loads the current text, saves it, and the list shows the bumped version", async () => {
  const fetch = fakeServer([MSA]);
  renderWithProviders(<TemplateManagement />);
  const user = userEvent.setup();
  await user.click((await row("Master Service Agreement")).getByRole("button", { name: "Edit Master Service Agreement" }));
  const dialog = await screen.findByRole("dialog", { name: "Edit Template" });
  expect(within(dialog).getByText(/Saving makes version 1\.1/)).toBeInTheDocument();
  const text = await within(dialog).findByRole("textbox", { name: "Agreement text" });
  expect(text).toHaveValue("Master Service Agreement\n\n1. TERMS\nText.");
  await user.type(text, " More.");
  await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  const put = fetch.mock.calls.findIndex(([url, init]) => url === "/api/templates/t1" && (init as RequestInit)?.method === "PUT");
  expect(sentBody(fetch, put)).toEqual({ title: "Master Service Agreement", description: "The main agreement", category: "msa", content: "Master Service Agreement\n\n1. TERMS\nText. More." });
  expect(await screen.findByText("Template updated")).toBeInTheDocument();
  expect(await (await row("Master Service Agreement")).findByText("1.1")).toBeInTheDocument();
});

test("creating needs a title and text, then adds the template at version 1.0", async () => {
  const fetch = fakeServer([MSA]);
  renderWithProviders(<TemplateManagement />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Create Template" }));
  const dialog = await screen.findByRole("dialog", { name: "Create Template" });
  await user.click(within(dialog).getByRole("button", { name: "Create Template" }));
  expect(await within(dialog).findByText("Title is required")).toBeInTheDocument();
  expect(within(dialog).getByText("Content is required")).toBeInTheDocument();
  expect(fetch.mock.calls.some(([, init]) => (init as RequestInit)?.method === "POST")).toBe(false);
  await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Side Letter");
  await user.type(within(dialog).getByRole("textbox", { name: "Agreement text" }), "SIDE LETTER");
  await user.click(within(dialog).getByRole("button", { name: "Create Template" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(await (await row("Side Letter")).findByText("1.0")).toBeInTheDocument();
  expect(screen.getByText("Template created")).toBeInTheDocument();
});

test("deactivating and activating flip the status; a refusal shows the server's text", async () => {
  fakeServer([MSA, RISK], (url, init) => (url === "/api/templates/t2/active" && init?.method === "PATCH" ? { status: 409, body: { error: "Template is busy" } } : undefined));
  renderWithProviders(<TemplateManagement />);
  const user = userEvent.setup();
  await user.click((await row("Master Service Agreement")).getByRole("button", { name: "Deactivate Master Service Agreement" }));
  expect(await screen.findByText("Template deactivated")).toBeInTheDocument();
  expect(await (await row("Master Service Agreement")).findByText("Inactive")).toBeInTheDocument();
  await user.click((await row("Risk Disclosure")).getByRole("button", { name: "Activate Risk Disclosure" }));
  expect(await screen.findByText("Template is busy")).toBeInTheDocument();
});

test("a failed list shows the spec's text with a way to try again", async () => {
  mockFetch(() => ({ status: 502, text: "<html>bad gateway</html>" }));
  renderWithProviders(<TemplateManagement />);
  expect(await screen.findByText("Failed to fetch templates")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
});
