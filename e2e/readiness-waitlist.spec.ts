// Issue 22 §1–2's journey: with "Require readiness to reserve" on, an investor who is not ready sees the
// checklist instead of Reserve (and the server refuses with the same words); with it off they reserve;
// another investor joins the waitlist and sees their place; the employee sees the line; the holder's
// withdrawal hands the project to the one in line, who reads it in the bell.
import { test, expect, type Browser, type Locator, type Page } from "@playwright/test";
import { createProject } from "./support/projects";
import { adminApi, createUser, signIn, type E2EUser } from "./support/users";

test.describe.configure({ mode: "serial" });

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function signInAs(browser: Browser, user: E2EUser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
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

async function findProject(page: Page, client: string) {
  await page.getByRole("searchbox", { name: "Search projects" }).fill(client);
}

let employee: E2EUser;

test.beforeAll(async ({ baseURL }) => {
  employee = await createUser(baseURL!, "employee");
});

// Other journeys expect spec 1's behaviour: leave the rule off whatever happened here.
test.afterAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL!);
  await api.put("/api/admin/reservation-settings", { data: { requireReadiness: false } });
});

test("not ready → checklist; switch off → reserve; another investor waits; the withdrawal promotes them", async ({ page, browser, baseURL }) => {
  // Three browsers on a shared two-core machine: a long journey.
  test.setTimeout(240_000);
  const project = await createProject(baseURL!, "Waitlist Journey", { stage: "Committed", sharedWithInvestors: true });
  const first = await createUser(baseURL!, "external");
  const second = await createUser(baseURL!, "external");

  // The employee switches the rule on in Project Reservations.
  const staff = await signInAs(browser, employee);
  let dialog = await openReservations(staff);
  const rule = dialog.getByRole("switch", { name: "Require readiness to reserve" });
  await expect(rule).toBeEnabled();
  await expect(rule).not.toBeChecked();
  await rule.click();
  await expect(toast(staff, "Readiness is now required to reserve")).toBeVisible();
  await expect(rule).toBeChecked();

  // The investor, with nothing in their deal room and no MSA, sees the checklist instead of Reserve.
  await signIn(page, first);
  await findProject(page, project.client);
  await expect(page.getByRole("link", { name: "0 of 9 documents accepted" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: `Reserve ${project.client}` })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "MSA not yet signed" }).first()).toHaveAttribute("href", "/templates");
  await page.screenshot({ path: "test-results/screens/readiness-checklist.png", fullPage: true });
  // The server says the same words to a client that calls it directly.
  const refused = await page.request.post(`/api/projects/${project.id}/reserve`);
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error).toBe("Not ready to reserve: 0 of 9 documents accepted, MSA not yet signed");
  // The checklist's link goes where the documents are handed in.
  await page.getByRole("link", { name: "0 of 9 documents accepted" }).first().click();
  await expect(page).toHaveURL(/\/deal-room$/);

  // Switched off again: spec 1's behaviour, the investor reserves.
  await rule.click();
  await expect(toast(staff, "Readiness is no longer required to reserve")).toBeVisible();
  await expect(rule).not.toBeChecked();
  await page.goto("/dashboard");
  await findProject(page, project.client);
  await page.getByRole("button", { name: `Reserve ${project.client}` }).click();
  await expect(toast(page, "Project reserved successfully")).toBeVisible();

  // A second investor finds it taken and joins the waitlist.
  const other = await signInAs(browser, second);
  await findProject(other, project.client);
  await other.getByRole("button", { name: `Join waitlist for ${project.client}` }).click();
  await expect(toast(other, "You are 1st in line")).toBeVisible();
  await expect(other.getByText("1st in line", { exact: true }).first()).toBeVisible();
  await expect(other.getByRole("button", { name: `Leave waitlist for ${project.client}` })).toBeVisible();

  // The employee sees the line, without the investor seeing anyone else's name. The dialog is in the URL
  // (?open=project-reservations): the reload reads it again and it is still open.
  await staff.reload();
  dialog = staff.getByRole("dialog", { name: "Project Reservation Management" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("tab", { name: /^Waitlists \d+$/ }).click();
  const line = dialog.getByRole("listitem", { name: `Waitlist for ${project.client}` });
  await expect(line).toContainText(`Held by ${first.username} (pending)`);
  await expect(line).toContainText(second.username);
  await staff.screenshot({ path: "test-results/screens/reservations-waitlists.png" });
  await staff.context().close();

  // The holder withdraws: the one in line holds it now, pending, and is told in the bell.
  await page.getByRole("button", { name: `Unreserve ${project.client}` }).click();
  await expect(toast(page, "Project unreserved successfully")).toBeVisible();
  await expect(page.getByRole("button", { name: `Join waitlist for ${project.client}` })).toBeVisible();

  await other.reload();
  await findProject(other, project.client);
  await expect(other.getByRole("button", { name: `Unreserve ${project.client}` })).toBeVisible();
  await other.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  await expect(other.getByText(`Your turn on the waitlist: ${project.client} is now reserved for you, pending approval.`)).toBeVisible();
  await other.context().close();
});
