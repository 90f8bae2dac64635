// Issue 4's journeys: an investor reserves a shared Committed project from the table and an employee
// approves it in the Project Reservations dialog; an employee reserves on an investor's behalf and
// rejects it, and the project is available again. Projects are arranged through the API.
import { test, expect, type Browser, type Locator, type Page } from "@playwright/test";
import { createProject } from "./support/projects";
import { adminApi, createUser, signIn, type E2EUser } from "./support/users";

test.describe.configure({ mode: "serial" });

/** Whole pages; with a dialog open, just the viewport (the overlay covers only that). */
async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage });
}

/** A project shared with investors, in stage Committed, made by the bootstrap employee. */
/** A shared, Committed project: available to every investor. */
const committedProject = (baseURL: string) => createProject(baseURL, "Reserve Journey", { stage: "Committed", sharedWithInvestors: true });

/** The count on one of the investor's cards (Available to Reserve, My Reservations, Deployed Projects). */
function cardCount(page: Page, title: string): Locator {
  return page.getByRole("group", { name: title }).getByTestId(/-count$/);
}

async function readCount(page: Page, title: string): Promise<number> {
  await expect(cardCount(page, title)).toHaveText(/^\d+$/);
  return Number(await cardCount(page, title).textContent());
}

/** Narrows the dashboard's project list to one client. */
async function findProject(page: Page, client: string) {
  await page.getByRole("searchbox", { name: "Search projects" }).fill(client);
}

async function signInAs(browser: Browser, user: E2EUser, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

async function openReservations(staff: Page): Promise<Locator> {
  await staff.getByRole("button", { name: "Open menu" }).click();
  await staff.getByRole("navigation", { name: "Employee tools" }).getByRole("button", { name: "Project Reservations" }).click();
  const dialog = staff.getByRole("dialog", { name: "Project Reservation Management" });
  await expect(dialog).toBeVisible();
  return dialog;
}

// Not by role: while a modal dialog is open, Radix hides everything outside it (the toasts too) from the accessibility tree.
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

let employee: E2EUser;

test.beforeAll(async ({ baseURL }) => {
  employee = await createUser(baseURL!, "employee");
});

test("an investor reserves from the table, the employee approves it, the investor's card and row follow", async ({ page, browser, baseURL }) => {
  const project = await committedProject(baseURL!);
  const investor = await createUser(baseURL!, "external");

  await signIn(page, investor);
  await expect(page.getByRole("heading", { name: "Investor Resources" })).toBeVisible();
  const availableBefore = await readCount(page, "Available to Reserve");
  expect(availableBefore).toBeGreaterThanOrEqual(1);
  expect(await readCount(page, "My Reservations")).toBe(0);

  await findProject(page, project.client);
  await page.getByRole("button", { name: `Reserve ${project.client}` }).click();
  await expect(toast(page, "Project reserved successfully")).toBeVisible();
  await expect(cardCount(page, "My Reservations")).toHaveText("1");
  await expect(cardCount(page, "Available to Reserve")).toHaveText(String(availableBefore - 1));
  await expect(page.getByRole("button", { name: `Unreserve ${project.client}` })).toBeVisible();

  // The employee approves it in Pending Approvals.
  const staff = await signInAs(browser, employee);
  const dialog = await openReservations(staff);
  await dialog.getByRole("tab", { name: /^Pending Approvals \d+$/ }).click();
  const row = dialog.getByRole("listitem", { name: project.client });
  await expect(row).toContainText(`Reserved by ${investor.username}`);
  await expect(row).toContainText("$480,000.00");
  await shot(staff, "reservations-pending", false);
  await row.getByRole("button", { name: `Approve reservation of ${project.client}` }).click();
  await expect(toast(staff, "Reservation approved")).toBeVisible();
  await expect(dialog.getByRole("listitem", { name: project.client })).toHaveCount(0);
  await staff.context().close();

  // The investor sees it approved: still one reservation, and no longer available to anyone.
  await page.reload();
  await expect(cardCount(page, "My Reservations")).toHaveText("1");
  await expect(cardCount(page, "Available to Reserve")).toHaveText(String(availableBefore - 1));
  await findProject(page, project.client);
  await expect(page.getByText("Reserved by you").first()).toBeVisible();
  await expect(page.getByRole("button", { name: `Unreserve ${project.client}` })).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search projects" }).fill("");
  await shot(page, "dashboard-investor-desktop");

  const phone = await signInAs(browser, investor, { width: 375, height: 812 });
  await expect(cardCount(phone, "My Reservations")).toHaveText("1");
  await shot(phone, "dashboard-investor-phone");
  await phone.context().close();
});

test("an employee reserves on an investor's behalf and rejects it with a note; the project is available again", async ({ page, browser, baseURL }) => {
  const project = await committedProject(baseURL!);
  const investor = await createUser(baseURL!, "external");

  await signIn(page, investor);
  const availableBefore = await readCount(page, "Available to Reserve");

  const staff = await signInAs(browser, employee);
  const dialog = await openReservations(staff);
  await dialog.getByRole("button", { name: "Reserve Project" }).click();
  await expect(dialog.getByText("Please select a project to reserve")).toBeVisible();
  await expect(dialog.getByText("Investor selection is required")).toBeVisible();

  await dialog.getByRole("searchbox", { name: "Search available projects by client" }).fill(project.client);
  await dialog.getByRole("radio", { name: project.client }).check();
  await dialog.getByRole("combobox", { name: "Investor" }).click();
  await staff.getByRole("option", { name: investor.username, exact: true }).click();
  await dialog.getByRole("textbox", { name: "Notes (optional)" }).fill("Agreed on the phone");
  await shot(staff, "reservations-reserve", false);
  await staff.setViewportSize({ width: 375, height: 812 });
  await shot(staff, "reservations-reserve-phone", false);
  await staff.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByRole("button", { name: "Reserve Project" }).click();
  await expect(toast(staff, `Project reserved for ${investor.username}, pending approval`)).toBeVisible();
  await expect(dialog.getByRole("radio", { name: project.client })).toHaveCount(0);

  await page.reload();
  await expect(cardCount(page, "My Reservations")).toHaveText("1");
  await expect(cardCount(page, "Available to Reserve")).toHaveText(String(availableBefore - 1));

  // Rejected with a note: free again for every investor.
  await dialog.getByRole("tab", { name: /^Pending Approvals \d+$/ }).click();
  const row = dialog.getByRole("listitem", { name: project.client });
  await expect(row).toContainText("Agreed on the phone");
  await row.getByRole("button", { name: `Reject reservation of ${project.client}` }).click();
  const ask = staff.getByRole("dialog", { name: "Reject reservation" });
  await ask.getByRole("textbox", { name: "Note (optional)" }).fill("Allocation already full");
  await ask.getByRole("button", { name: "Reject reservation" }).click();
  await expect(toast(staff, "Reservation rejected")).toBeVisible();
  await expect(ask).toHaveCount(0);
  await expect(dialog.getByRole("listitem", { name: project.client })).toHaveCount(0);
  await dialog.getByRole("tab", { name: "Reserve Project" }).click();
  await expect(dialog.getByRole("radio", { name: project.client })).toBeVisible();
  await staff.context().close();

  await page.reload();
  await expect(cardCount(page, "Available to Reserve")).toHaveText(String(availableBefore));
  await expect(cardCount(page, "My Reservations")).toHaveText("0");
  await findProject(page, project.client);
  await expect(page.getByRole("button", { name: `Reserve ${project.client}` })).toBeVisible();
  // The investor sees that their reservation was rejected, and the employee's note.
  const myRow = page.getByRole("table", { name: "Projects" }).locator("tbody tr").filter({ hasText: project.client });
  await expect(myRow).toContainText("Rejected");
  await expect(myRow).toContainText("Note: Allocation already full");

  // The rejection, note included, is in the audit trail (the report lists changed field names).
  const audit = await (await adminApi(baseURL!)).get("/api/audit/report?days=7");
  expect(audit.status()).toBe(200);
  const { recentEdits } = (await audit.json()) as { recentEdits: { entityId: string; fieldChanges: string[] }[] };
  expect(recentEdits.some((e) => e.entityId === project.id && e.fieldChanges.includes("rejectionNotes"))).toBe(true);
});

test("the dialog is the URL: it opens over the current page, a reload keeps it and its tab, closing returns to the page and the menu button; an investor's ?open= shows nothing", async ({ page, browser }) => {
  const staff = await signInAs(browser, employee);
  await staff.goto("/reports?days=7");
  const dialog = await openReservations(staff);
  await expect(staff).toHaveURL(/\/reports\?days=7&open=project-reservations$/);
  await dialog.getByRole("tab", { name: /^Waitlists/ }).click();
  await expect(staff).toHaveURL(/\/reports\?days=7&open=project-reservations&dialog-tab=waitlists$/);
  await staff.reload();
  await expect(staff.getByRole("dialog", { name: "Project Reservation Management" }).getByRole("tab", { name: /^Waitlists/ })).toHaveAttribute("aria-selected", "true");
  await staff.keyboard.press("Escape");
  await expect(staff.getByRole("dialog")).toHaveCount(0);
  await expect(staff).toHaveURL(/\/reports\?days=7$/);
  // Opened from the menu, closed with Escape: focus is back on the menu button.
  await openReservations(staff);
  await staff.keyboard.press("Escape");
  await expect(staff).toHaveURL(/\/reports\?days=7$/);
  await expect(staff.getByRole("button", { name: "Open menu" })).toBeFocused();
  await staff.context().close();

  const investor = await createUser(test.info().project.use.baseURL!, "external");
  await signIn(page, investor);
  for (const open of ["project-reservations", "user-management"]) {
    await page.goto(`/dashboard?open=${open}`);
    await expect(page.getByRole("heading", { name: "Investor Resources" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
});
