// Issue 19 §1.1 and §1.2 in a real browser: a stale tab cannot overturn a colleague's decision (it is told
// who decided and when, and shows the decision), and a very long unspaced comment never widens the page.
import { test, expect, type Browser, type Page } from "@playwright/test";
import { adminApi, createUser, signIn, type E2EUser } from "./support/users";

async function signInAs(browser: Browser, user: E2EUser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, user, path);
  return page;
}

/** The investor's MSA version, assigned and moved to `reviewing` through the API (the admin is the legal team). */
async function msaInReview(baseURL: string, investor: E2EUser) {
  const api = await adminApi(baseURL);
  const templates: { id: string; category: string }[] = await (await api.get("/api/templates")).json();
  const msa = templates.find((t) => t.category === "msa")!;
  expect((await api.post("/api/templates/assign", { data: { investorId: investor.id, templateIds: [msa.id] } })).status()).toBe(201);
  const version: { id: string } = await (await api.get(`/api/templates/versions/${msa.id}?investor=${investor.id}`)).json();
  expect((await api.patch(`/api/templates/versions/${version.id}/status`, { data: { status: "reviewing" } })).status()).toBe(200);
  return { templateId: msa.id, versionId: version.id };
}

test("a tab still showing In Review cannot reject what a colleague approved; it is told who and when", async ({ browser, baseURL }) => {
  const [ann, ben] = [await createUser(baseURL!, "employee", { prefix: "ann" }), await createUser(baseURL!, "employee", { prefix: "ben" })];
  const investor = await createUser(baseURL!, "external");
  const { templateId } = await msaInReview(baseURL!, investor);
  const workspace = `/negotiations?investor=${investor.id}&template=${templateId}`;
  const a = await signInAs(browser, ann, workspace);
  const b = await signInAs(browser, ben, workspace);
  await expect(b.getByText("In Review", { exact: true })).toBeVisible();

  await a.getByRole("button", { name: "Approve", exact: true }).click();
  await a.getByRole("dialog", { name: "Approve template" }).getByRole("button", { name: "Approve" }).click();
  await expect(a.getByText("Status Updated", { exact: true })).toBeVisible();

  // Ben's tab was read before Ann's approval.
  await b.getByRole("button", { name: "Reject", exact: true }).click();
  const reject = b.getByRole("dialog", { name: "Reject template" });
  await reject.getByRole("textbox", { name: "Rejection note" }).fill("Terms withdrawn");
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(b.getByText("Already decided", { exact: true })).toBeVisible();
  await expect(b.getByText(new RegExp(`already approved; moved there by ${ann.username.replace(/\./g, "\\.")} \\(\\d+ \\w+ \\d{4}, \\d\\d:\\d\\d UTC\\)`)).first()).toBeVisible();
  await expect(reject).toBeHidden();
  // The page re-read the version: it shows Ann's decision, and nothing overturned it.
  await expect(b.getByText("Approved", { exact: true })).toBeVisible();
  await expect(b.getByText("Status Updated", { exact: true })).toHaveCount(0);
  await b.reload();
  await expect(b.getByText("Approved", { exact: true })).toBeVisible();
  await a.context().close();
  await b.context().close();
});

test("a very long unspaced comment, suggestion and reply wrap: the workspace never scrolls sideways", async ({ page, browser, baseURL }) => {
  const employee = await createUser(baseURL!, "employee");
  const investor = await createUser(baseURL!, "external");
  const { templateId, versionId } = await msaInReview(baseURL!, investor);
  await signIn(page, investor, `/templates?template=${templateId}`);
  const content: string = (await (await page.request.get(`/api/templates/versions/${templateId}?investor=${investor.id}`)).json()).content;
  const selectedText = content.slice(0, 40);
  const thread = (comment: string) => page.request.post("/api/templates/threads", { data: { templateVersionId: versionId, selectedText, startOffset: 0, endOffset: 40, comment, suggestions: "s".repeat(5000) } });

  // 20,000 characters (a pasted URL does it) are over the limit: refused with the limit named.
  const tooLong = await thread(`https://example.com/${"a".repeat(19_980)}`);
  expect(tooLong.status()).toBe(400);
  expect((await tooLong.json()).error).toBe("Comment must be at most 5000 characters");
  // The longest allowed, with no space anywhere.
  const made = await thread("x".repeat(5000));
  expect(made.status()).toBe(201);
  const api = await adminApi(baseURL!);
  expect((await api.post(`/api/templates/threads/${(await made.json()).id}/replies`, { data: { text: "y".repeat(5000) } })).status()).toBe(201);

  const noSideways = async (p: Page) => {
    await expect(p.getByRole("listitem", { name: `Comment by ${investor.username}` })).toContainText("xxxxxxxx");
    const { scroll, viewport } = await p.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(scroll).toBeLessThanOrEqual(viewport);
  };
  await page.reload();
  await noSideways(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await noSideways(page);
  const staff = await signInAs(browser, employee, `/negotiations?investor=${investor.id}&template=${templateId}`);
  await noSideways(staff);
  // The form says the limit before anyone reaches it.
  await expect(staff.getByText("0 / 5,000 characters").first()).toBeVisible();
  await staff.context().close();
});
