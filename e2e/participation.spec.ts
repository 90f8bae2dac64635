// Issue 9's journey: an investor logs service hours and an education credit from the Participation Plan,
// edits and deletes pending entries; an employee rejects one entry with a reason and approves the rest
// in the review screen; the investor sees the reason and the progress move; the plan's activity table
// shows the approved hours and Export Plan opens the printable plan. Accessibility and 375 px checked.
import { test, expect, type Browser, type Page } from "@playwright/test";
import { expectAccessible, searchInAddress } from "./support/axe";
import { createUser, signIn, type E2EUser } from "./support/users";

test.describe.configure({ mode: "serial" });

// Not by role: while a modal dialog is open, Radix hides everything outside it (the toasts too) from the accessibility tree.
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function signInAs(browser: Browser, user: E2EUser, path: string, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport });
  const page = await context.newPage();
  await signIn(page, user, path);
  return page;
}

async function logHours(page: Page, hours: string, description: string) {
  const dialog = page.getByRole("dialog", { name: "Service Hours Tracking" });
  await dialog.getByLabel("Hours", { exact: true }).fill(hours);
  await dialog.getByLabel("Description", { exact: true }).fill(description);
  await dialog.getByRole("button", { name: "Log Hours" }).click();
  await expect(toast(page, "Service hours logged")).toBeVisible();
  // The form clears once the entry is saved; the previous entry's toast may still be on screen, so this,
  // not the toast, says the next entry can be typed.
  await expect(dialog.getByLabel("Description", { exact: true })).toHaveValue("");
}

// Escape would first dismiss the toast on screen (a layer of its own), so dialogs are closed by their button.
const closeDialog = (page: Page, name: string) => page.getByRole("dialog", { name }).getByRole("button", { name: "Close" }).click();

const entryItem = (page: Page, text: string) => page.getByRole("dialog", { name: "Service Hours Tracking" }).getByRole("listitem").filter({ hasText: text });

let investor: E2EUser;
let employee: E2EUser;

test.beforeAll(async ({ baseURL }) => {
  investor = await createUser(baseURL!, "external", { prefix: "plan.investor" });
  employee = await createUser(baseURL!, "employee", { prefix: "plan.employee" });
});

test("an investor logs, edits and deletes hours and credits; an employee decides them; the plan follows", async ({ browser }) => {
  test.setTimeout(240_000); // one long journey through two roles, on a shared machine
  const year = new Date().getFullYear();
  // The investor's tile leads to the plan page, at a phone's width.
  const phone = await signInAs(browser, investor, "/dashboard", { width: 375, height: 800 });
  await phone.getByRole("link", { name: /Participation Plan/ }).click();
  await expect(phone).toHaveURL(/\/participation-plan$/);
  await expect(phone.getByRole("heading", { name: "Annual Operating Plan" })).toBeVisible();
  // Measured once the plan has loaded (the chart is lazy): the page fits the phone, nothing scrolls sideways.
  await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.context().close();

  const me = await signInAs(browser, investor, "/participation-plan");
  await expect(me.getByRole("table", { name: `Participation schedule ${year}` })).toBeVisible();
  await expectAccessible(me);

  // Three entries; one edited, one deleted (after confirming).
  await me.getByRole("button", { name: "Start Logging Hours" }).click();
  await logHours(me, "2", "Site visit at the Austin depot");
  await logHours(me, "3", "Quarterly board call");
  await logHours(me, "1", "Logged by mistake");
  const hoursDialog = me.getByRole("dialog", { name: "Service Hours Tracking" });
  await hoursDialog.getByRole("tab", { name: "History" }).click();
  await entryItem(me, "Quarterly board call").getByRole("button", { name: /Edit/ }).click();
  await expect(hoursDialog.getByRole("tab", { name: "Edit Entry" })).toHaveAttribute("aria-selected", "true");
  await hoursDialog.getByLabel("Hours", { exact: true }).fill("4");
  await hoursDialog.getByRole("button", { name: "Update Entry" }).click();
  await expect(toast(me, "Service hours updated")).toBeVisible();
  await entryItem(me, "Quarterly board call").getByText("4 h").waitFor();
  await entryItem(me, "Logged by mistake").getByRole("button", { name: /Delete/ }).click();
  await me.getByRole("alertdialog", { name: "Delete this entry?" }).getByRole("button", { name: "Delete" }).click();
  await expect(toast(me, "Service hours deleted")).toBeVisible();
  await expect(entryItem(me, "Logged by mistake")).toHaveCount(0);
  await closeDialog(me, "Service Hours Tracking");

  // One education credit, edited while pending.
  await me.getByRole("button", { name: "Log Education Credits" }).click();
  const credits = me.getByRole("dialog", { name: "Education Credits Tracking" });
  await credits.getByLabel("Course name", { exact: true }).fill("Grid interconnection basics");
  await credits.getByLabel("Provider", { exact: true }).fill("Utility Institute");
  await credits.getByLabel("Credit hours", { exact: true }).fill("1.5");
  await credits.getByRole("button", { name: "Log Credits" }).click();
  await expect(toast(me, "Education credits logged")).toBeVisible();
  await credits.getByRole("tab", { name: "History" }).click();
  await credits.getByRole("button", { name: "Edit Grid interconnection basics" }).click();
  await credits.getByLabel("Credit hours", { exact: true }).fill("2");
  await credits.getByRole("button", { name: "Update Credits" }).click();
  await expect(toast(me, "Education credits updated")).toBeVisible();
  await closeDialog(me, "Education Credits Tracking");

  // The employee rejects the site visit with a reason and approves the rest.
  const staff = await signInAs(browser, employee, "/dashboard");
  await staff.getByRole("button", { name: "Open menu" }).click();
  await staff.getByRole("navigation", { name: "Employee tools" }).getByRole("link", { name: "Service Hours Tracking" }).click();
  await expect(staff.getByRole("heading", { name: "Service Hours Tracking" })).toBeVisible();
  await staff.getByLabel("Investor", { exact: true }).click();
  await staff.getByRole("option", { name: investor.username }).click();
  const queue = staff.getByRole("list", { name: "Entries to review" });
  await expect(queue.getByRole("listitem")).toHaveCount(2);
  await queue.getByRole("button", { name: /Reject 2 hours by/ }).click();
  const reject = staff.getByRole("dialog", { name: "Reject entry" });
  await expect(reject.getByRole("button", { name: "Reject entry" })).toBeDisabled();
  await reject.getByLabel("Reason", { exact: true }).fill("Please attach the minutes of the site visit");
  await reject.getByRole("button", { name: "Reject entry" }).click();
  await expect(toast(staff, "Entry rejected")).toBeVisible();
  await staff.getByLabel("Select every pending entry on this page", { exact: true }).click();
  await staff.getByRole("button", { name: "Approve selected (1)" }).click();
  await expect(toast(staff, "1 entry approved")).toBeVisible();
  await staff.getByRole("tab", { name: "Education Credits" }).click();
  await staff.getByRole("list", { name: "Entries to review" }).getByRole("button", { name: /Approve Grid interconnection basics/ }).click();
  await expect(toast(staff, "Entry approved")).toBeVisible();
  await staff.getByRole("tab", { name: "Progress" }).click();
  await searchInAddress(staff, staff.getByRole("searchbox", { name: "Search investors" }), investor.username);
  await expect(staff.getByRole("row", { name: new RegExp(investor.username) })).toContainText("6 h");
  await expectAccessible(staff);

  // The investor sees the reason, the progress and the plan's actual hours.
  await me.reload();
  await me.getByRole("button", { name: "View My Progress" }).click();
  const progress = me.getByRole("dialog", { name: "My Progress" });
  await expect(progress).toContainText("6 of 100 hours");
  await closeDialog(me, "My Progress");
  const operations = me.getByRole("table", { name: `Participation schedule ${year}` }).getByRole("row", { name: /Operations Oversight/ });
  await expect(operations.getByRole("cell")).toHaveText([/Operations Oversight/, /12 × 1 hr/, "12", "4", "4"]);
  await me.getByRole("button", { name: "Start Logging Hours" }).click();
  await hoursDialog.getByRole("tab", { name: "History" }).click();
  const rejected = entryItem(me, "Site visit at the Austin depot");
  await expect(rejected).toContainText("Rejected");
  await expect(rejected).toContainText("Please attach the minutes of t…");
  await closeDialog(me, "Service Hours Tracking");

  // Export Plan opens the printable plan in a new window.
  const [printed] = await Promise.all([me.context().waitForEvent("page"), me.getByRole("button", { name: "Export Plan" }).click()]);
  await expect(printed).toHaveURL(new RegExp(`/print/participation-plan\\?year=${year}$`));
  await expect(printed.getByRole("heading", { name: `Annual Operating Plan ${year}` })).toBeVisible();
  await expect(printed.getByText(investor.username)).toBeVisible();
});
