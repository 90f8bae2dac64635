// Issue 12's journey: an investor starts the template review, selects a sentence of the MSA and adds a
// redline (the version becomes Redlined); the legal team replies, moves it to negotiating and notifies;
// the investor sees the bell count and the reply and answers; the legal team approves with a note.
import { test, expect, type Browser, type Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { createUser, signIn, type E2EUser } from "./support/users";
import { selectInAgreement } from "./support/agreements";

const SENTENCE = "The Company shall keep each Charger available to the public at least 97% of the time in each calendar quarter";
const MSA = "Master Service Agreement";

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

async function signInAs(browser: Browser, user: E2EUser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, user, path);
  return page;
}

test("an investor redlines the MSA, the legal team negotiates and approves it", async ({ page, browser, baseURL }) => {
  const employee = await createUser(baseURL!, "employee");
  const investor = await createUser(baseURL!, "external");

  // The investor starts the review from their page.
  await signIn(page, investor, "/templates");
  await expect(page.getByRole("heading", { name: "Template Review & Agreement Process" })).toBeVisible();
  await expect(page.getByText("Our legal team responds to your comments within 2-3 business days.")).toBeVisible();
  await expect(page.getByRole("button", { name: "View MSA" })).toBeDisabled();
  await page.getByRole("button", { name: "Start Template Review" }).click();
  await expect(page.getByRole("button", { name: "Continue Review" })).toBeEnabled();
  await expect(page.getByTestId("participation")).toHaveText("0%");
  await page.getByRole("tab", { name: "Templates (5)" }).click();
  await expectAccessible(page);
  await page.getByRole("button", { name: `Open ${MSA}` }).click();

  // Mark as In Review, then a redline on one sentence.
  await expect(page.getByRole("heading", { name: MSA })).toBeVisible();
  await page.getByRole("button", { name: "Review actions" }).click();
  await page.getByRole("menuitem", { name: "Mark as In Review" }).click();
  await expect(toast(page, "Status Updated")).toBeVisible();
  await expect(page.getByText("In Review", { exact: true })).toBeVisible();
  await selectInAgreement(page, SENTENCE);
  await page.getByRole("button", { name: "Add Redline" }).click();
  const add = page.getByRole("dialog", { name: "Add redline" });
  await expect(add).toContainText(SENTENCE);
  await add.getByRole("combobox", { name: "Type" }).click();
  await page.getByRole("option", { name: "Change request" }).click();
  await add.getByRole("textbox", { name: "Comment" }).fill("97% is too low for highway sites; we need 98%.");
  await add.getByRole("textbox", { name: "Suggested wording (optional)" }).fill("at least 98% of the time");
  await add.getByRole("button", { name: "Add Comment" }).click();
  await expect(toast(page, "Comment Added")).toBeVisible();
  await expect(page.getByText("Redlined", { exact: true })).toBeVisible();
  await expect(page.locator("mark", { hasText: SENTENCE })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "agreements-workspace-investor");

  // The legal team replies, moves it to negotiating and notifies.
  const staff = await signInAs(browser, employee, "/negotiations");
  await expect(staff.getByRole("heading", { name: "Negotiation Tracker" })).toBeVisible();
  await staff.getByRole("combobox", { name: "Investor" }).click();
  await staff.getByRole("option", { name: investor.username, exact: true }).click();
  // Other journeys' reviews share this database; the filter answers asynchronously, so the row is named too.
  const row = staff.getByRole("row", { name: new RegExp(MSA) }).filter({ hasText: investor.username });
  await expect(row).toContainText("Redlined");
  await expect(row).toContainText("1 (1 open)");
  // The redline was the last activity: moments ago (a slow machine may take past the first minute).
  await expect(row).toContainText(/Just now|\b[1-5]m ago/);
  await expectAccessible(staff);
  await shot(staff, "agreements-tracker");
  await row.getByRole("button", { name: `Open ${MSA} for ${investor.username}` }).click();
  const thread = staff.getByRole("listitem", { name: `Comment by ${investor.username}` });
  await thread.getByRole("textbox", { name: "Reply" }).fill("We can offer 98% from the second year.");
  await thread.getByRole("button", { name: "Reply", exact: true }).click();
  await expect(toast(staff, "Reply Added")).toBeVisible();
  await staff.getByRole("button", { name: "Move to Negotiating" }).click();
  await expect(toast(staff, "Status Updated")).toBeVisible();
  await expect(staff.getByText("Negotiating", { exact: true })).toBeVisible();
  await staff.getByRole("button", { name: "Notify Investor" }).click();
  await expect(toast(staff, "Notification Sent")).toBeVisible();

  // The investor sees the bell count and the reply, and answers.
  await page.reload();
  const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  // Three from the legal team, and the account's approval (issue 31: decisions on accounts ring the bell too).
  await expect(bell).toHaveAccessibleName("Notifications, 4 unread");
  await bell.click();
  await expect(page.getByRole("menuitem", { name: /Please review the latest comments and provide your response\./ })).toBeVisible();
  await page.getByRole("menuitem", { name: /replied on Master Service Agreement/ }).click();
  await expect(page.getByRole("button", { name: "Notifications, 3 unread" })).toBeVisible();
  const mine = page.getByRole("listitem", { name: `Comment by ${investor.username}` });
  await expect(mine).toContainText("We can offer 98% from the second year.");
  await expect(page.getByText("Negotiating", { exact: true })).toBeVisible();
  await mine.getByRole("textbox", { name: "Reply" }).fill("Agreed, thank you.");
  await mine.getByRole("button", { name: "Reply", exact: true }).click();
  await expect(toast(page, "Reply Added")).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, "agreements-workspace-phone");

  // The legal team approves with a note.
  await staff.reload();
  await expect(staff.getByText("Agreed, thank you.")).toBeVisible();
  await staff.getByRole("button", { name: "Approve", exact: true }).click();
  const approve = staff.getByRole("dialog", { name: "Approve template" });
  await approve.getByRole("textbox", { name: "Approval note (optional)" }).fill("98% uptime from year two, as agreed.");
  await approve.getByRole("button", { name: "Approve" }).click();
  await expect(toast(staff, "Status Updated")).toBeVisible();
  await expect(staff.getByText("Approved", { exact: true })).toBeVisible();
  await expect(staff.getByText("Note: 98% uptime from year two, as agreed.")).toBeVisible();
  await staff.context().close();

  await page.reload();
  await expect(page.getByText("Approved", { exact: true })).toBeVisible();
});

test("the legal team manages templates; an investor redlines a clause with the keyboard alone", async ({ page, browser, baseURL }) => {
  const employee = await createUser(baseURL!, "employee");
  const investor = await createUser(baseURL!, "external");
  const title = `Side Letter ${investor.username}`;

  // Agreement Templates, from the side menu: create, edit (version 1.0 → 1.1), deactivate.
  const staff = await signInAs(browser, employee, "/dashboard");
  await staff.getByRole("button", { name: "Open menu" }).click();
  await staff.getByRole("navigation", { name: "Employee tools" }).getByRole("link", { name: "Agreement Templates" }).click();
  await expect(staff.getByRole("heading", { name: "Agreement Templates" })).toBeVisible();
  await expect(staff.getByRole("row", { name: new RegExp(`^${MSA}`) })).toContainText("Active");
  await staff.getByRole("button", { name: "Create Template" }).click();
  const create = staff.getByRole("dialog", { name: "Create Template" });
  await create.getByRole("textbox", { name: "Title" }).fill(title);
  await create.getByRole("textbox", { name: "Agreement text" }).fill("SIDE LETTER\n\n1. FEES\n1.1 No fee applies in the first year.");
  await create.getByRole("button", { name: "Create Template" }).click();
  await expect(toast(staff, "Template created")).toBeVisible();
  const row = staff.getByRole("row", { name: new RegExp(`^${title}`) });
  await expect(row).toContainText("1.0");
  await row.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = staff.getByRole("dialog", { name: "Edit Template" });
  await expect(edit.getByRole("textbox", { name: "Agreement text" })).toHaveValue(/No fee applies/);
  await edit.getByRole("textbox", { name: "Agreement text" }).press("End");
  await edit.getByRole("textbox", { name: "Agreement text" }).pressSequentially(" Thereafter 1% a year.");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(staff, "Template updated")).toBeVisible();
  await expect(row).toContainText("1.1");
  await expectAccessible(staff);
  await row.getByRole("button", { name: `Deactivate ${title}` }).click();
  const confirm = staff.getByRole("alertdialog", { name: `Deactivate ${title}?` });
  await expectAccessible(staff);
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  await expect(row).toContainText("Inactive");
  await shot(staff, "agreements-templates");
  await staff.context().close();

  // The investor: start the review, then a redline on a whole clause without a mouse.
  await signIn(page, investor, "/templates");
  await page.getByRole("button", { name: "Start Template Review" }).click();
  await page.getByRole("tab", { name: "Templates (5)" }).click();
  await page.getByRole("button", { name: `Open ${MSA}` }).click();
  await page.getByRole("button", { name: "Review actions" }).click();
  await page.getByRole("menuitem", { name: "Mark as In Review" }).click();
  await expect(toast(page, "Status Updated")).toBeVisible();
  const picker = page.getByRole("combobox", { name: "Or choose a clause to redline" });
  await picker.focus();
  // Arrow down through the clauses (a closed select changes its value with the arrow keys).
  for (let i = 0; i < 200; i++) {
    if ((await picker.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text ?? "")).includes(SENTENCE.slice(0, 40))) break;
    await page.keyboard.press("ArrowDown");
  }
  await expect(page.getByText("Text selected.")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Add Redline" })).toBeFocused();
  await page.keyboard.press("Enter");
  const add = page.getByRole("dialog", { name: "Add redline" });
  await expect(add).toContainText(SENTENCE);
  await add.getByRole("textbox", { name: "Comment" }).focus();
  await page.keyboard.type("Please define the measurement window.");
  await page.keyboard.press("Tab"); // suggested wording
  await page.keyboard.press("Tab"); // Cancel
  await page.keyboard.press("Tab"); // Add Comment
  await expect(add.getByRole("button", { name: "Add Comment" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Comment Added")).toBeVisible();
  await expect(page.getByText("Redlined", { exact: true })).toBeVisible();
  await expect(page.locator("mark", { hasText: SENTENCE })).toBeVisible();
});
