// Issue 3's editing journeys: an employee adds a project in the dialog and fills in all four tabs (a task
// added and completed), and the values survive a reload; on a Committed project an engineering update is
// posted and deleted; the edit page saves everything at once; the Edit Activity Report counts the edits
// and its period selector works; investors get the read-only view and the report's access message.
import { test, expect, type Locator, type Page } from "@playwright/test";
import { createProject, PROJECT_DETAILS } from "./support/projects";
import { createUser, signIn, uniqueName, type E2EUser } from "./support/users";

test.describe.configure({ mode: "serial" });

async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage });
}

// Not by role: while a modal dialog is open, Radix hides everything outside it (the toasts too) from the accessibility tree.
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** A project made through the API by the bootstrap employee. */
const apiProject = (baseURL: string, extra: Record<string, unknown> = {}) => createProject(baseURL, "Editing Journey", extra);

/** Inside a 375px screen, and nothing in it scrolls sideways. */
async function fitsPhone(box: Locator) {
  const rect = await box.boundingBox();
  expect(rect!.x).toBeGreaterThanOrEqual(0);
  expect(rect!.x + rect!.width).toBeLessThanOrEqual(375);
  expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

let employee: E2EUser;

test.beforeAll(async ({ baseURL }) => {
  employee = await createUser(baseURL!, "employee");
});

test("an employee adds a project in the dialog, fills in all four tabs, and finds everything after a reload", async ({ page }) => {
  const client = uniqueName("Dialog Project");
  await signIn(page, employee);
  await page.getByRole("button", { name: "Add Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Project" });
  await expect(dialog).toBeVisible();
  // The open dialog is the URL's (the page reads its project on the server).
  await expect(page).toHaveURL(/[?&]project=new$/);
  await expect(dialog.getByRole("tab", { name: "Tasks" })).toBeDisabled();
  await expect(dialog.getByLabel("Number of Chargers")).toHaveValue("0");
  await expect(dialog.getByLabel("Project Cost (USD)")).toHaveValue("0");
  await shot(page, "project-dialog-new", false);

  // Details
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(dialog.getByText("Client is required")).toBeVisible();
  await choose(dialog, page, "Deployment Quarter", "Q4'25");
  await choose(dialog, page, "Stage", "Contracted");
  await choose(dialog, page, "Type", "L3 (DC Fast Charging)");
  await dialog.getByLabel("Client").fill(client);
  await dialog.getByLabel("Address").fill("500 Market St, San Francisco, CA");
  await dialog.getByLabel("Purpose").fill("Retail destination charging");
  await dialog.getByLabel("Number of Chargers").fill("8");
  await dialog.getByLabel("Number of Spaces").fill("16");
  await dialog.getByLabel("Project Cost (USD)").fill("1250000.75");
  await dialog.getByRole("switch", { name: "ITC Tax Credit" }).click();
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(toast(page, "Project created successfully")).toBeVisible();
  const edit = page.getByRole("dialog", { name: "Edit Project" });
  await expect(edit.getByRole("tab", { name: "Tasks" })).toBeEnabled();
  // The URL moves to the new project, the fields as typed.
  await expect(page).toHaveURL(/[?&]project=(?!new)[^&]+$/);
  await expect(edit.getByLabel("Client")).toHaveValue(client);

  // Engineering
  await edit.getByRole("tab", { name: "Engineering" }).click();
  await edit.getByLabel("Engineering Notes").fill("Utility confirmed 800A service; trenching in week 3.");
  await edit.getByRole("button", { name: "Save Notes" }).click();
  await expect(toast(page, "Project updated successfully")).toBeVisible();
  // A Contracted project shows its (empty) update history read-only, with nothing to add.
  await expect(edit.getByText(/updates can be added only while a project is Committed/)).toBeVisible();
  await expect(edit.getByRole("button", { name: /Add Update/ })).toHaveCount(0);

  // Tasks: add one, complete it
  await edit.getByRole("tab", { name: "Tasks" }).click();
  const add = edit.getByRole("button", { name: "Add Task" });
  await expect(add).toBeDisabled();
  await edit.getByLabel("Task Title").fill("   ");
  await expect(add).toBeDisabled();
  await edit.getByLabel("Task Title").fill("Order the switchgear");
  await edit.getByLabel("Description").fill("Two 400A panels");
  await choose(edit, page, "Priority", "High");
  await choose(edit, page, "Assignee", `${employee.username} (Company Employee)`);
  await edit.getByLabel("Due Date").fill("2025-09-30");
  await add.click();
  await expect(toast(page, "Task created successfully")).toBeVisible();
  const taskItem = edit.getByRole("list", { name: "Project tasks" }).getByRole("listitem").filter({ hasText: "Order the switchgear" });
  await expect(taskItem.getByText("High priority")).toBeVisible();
  await expect(taskItem.getByText(employee.username)).toBeVisible();
  await expect(taskItem.getByText("Due Sep 30, 2025")).toBeVisible();
  await shot(page, "project-dialog-tasks", false);
  await taskItem.getByRole("button", { name: "Complete Order the switchgear" }).click();
  await expect(toast(page, "Task completed successfully")).toBeVisible();
  await expect(taskItem.getByText("Completed")).toBeVisible();
  await expect(taskItem.getByRole("button", { name: /^Complete/ })).toHaveCount(0);

  // Investor
  await edit.getByRole("tab", { name: "Investor" }).click();
  await edit.getByLabel("Investor Summary").fill("Anchor tenant on a 10-year lease.");
  await edit.getByRole("switch", { name: "Share with Investors" }).click();
  await edit.getByRole("button", { name: "Save Investor Information" }).click();
  await expect(toast(page, "Project updated successfully")).toBeVisible();
  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(edit).toBeHidden();
  await expect(page).not.toHaveURL(/project=/);
  await expect(page.getByRole("button", { name: "Add Project" })).toBeFocused();

  // Reload and reopen from the table
  await page.reload();
  await page.getByRole("searchbox", { name: "Search projects" }).fill(client);
  await page.getByRole("button", { name: `Edit ${client}` }).click();
  const again = page.getByRole("dialog", { name: "Edit Project" });
  await expect(again.getByLabel("Client")).toHaveValue(client);
  await expect(again.getByRole("combobox", { name: "Deployment Quarter" })).toHaveText("Q4'25");
  await expect(again.getByRole("combobox", { name: "Stage" })).toHaveText("Contracted");
  await expect(again.getByLabel("Number of Chargers")).toHaveValue("8");
  await expect(again.getByLabel("Number of Spaces")).toHaveValue("16");
  await expect(again.getByLabel("Project Cost (USD)")).toHaveValue("1250000.75");
  await expect(again.getByRole("switch", { name: "ITC Tax Credit" })).toBeChecked();
  await shot(page, "project-dialog-edit", false);
  await again.getByRole("tab", { name: "Engineering" }).click();
  await expect(again.getByLabel("Engineering Notes")).toHaveValue("Utility confirmed 800A service; trenching in week 3.");
  await again.getByRole("tab", { name: "Tasks" }).click();
  await expect(again.getByRole("listitem").filter({ hasText: "Order the switchgear" }).getByText("Completed")).toBeVisible();
  await again.getByRole("tab", { name: "Investor" }).click();
  await expect(again.getByLabel("Investor Summary")).toHaveValue("Anchor tenant on a 10-year lease.");
  await expect(again.getByRole("switch", { name: "Share with Investors" })).toBeChecked();

  // Its address opens it again (read on the server); Escape closes it, and the keyboard is back on its row.
  await page.reload();
  await expect(page.getByRole("dialog", { name: "Edit Project" }).getByLabel("Client")).toHaveValue(client);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await page.getByRole("button", { name: `Edit ${client}` }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("button", { name: `Edit ${client}` })).toBeFocused();
});

test("the dialog fits a 375px phone", async ({ browser }) => {
  const { client } = await apiProject(test.info().project.use.baseURL!, { stage: "Committed" });
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signIn(page, employee);
  await page.getByRole("searchbox", { name: "Search projects" }).fill(client);
  await page.getByRole("button", { name: `Edit ${client}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Project" });
  await expect(dialog.getByLabel("Client")).toHaveValue(client);
  await fitsPhone(dialog);
  await shot(page, "project-dialog-phone", false);
  await dialog.getByRole("tab", { name: "Engineering" }).click();
  await expect(dialog.getByRole("heading", { name: "Engineering Updates" })).toBeVisible();
  await fitsPhone(dialog);
  await shot(page, "project-dialog-phone-engineering", false);
  await context.close();
});

test("on a Committed project an employee posts an engineering update and deletes it", async ({ page, baseURL }) => {
  const { id } = await apiProject(baseURL!, { stage: "Committed" });
  await signIn(page, employee, `/project/${id}/edit`);
  const panel = page.getByRole("region", { name: "Engineering Updates" });
  await expect(panel.getByText("Funded Project", { exact: true })).toBeVisible();
  await expect(panel.getByText("No engineering updates yet for this funded project.")).toBeVisible();
  const addUpdate = panel.getByRole("button", { name: "Add Update" });
  await expect(addUpdate).toBeDisabled();
  await panel.getByLabel("New update").fill("Permits approved by the city.");
  await addUpdate.click();
  await expect(toast(page, "Comment added successfully")).toBeVisible();
  const item = panel.getByRole("listitem").filter({ hasText: "Permits approved by the city." });
  await expect(item.getByText(employee.username)).toBeVisible();
  await expect(item.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();

  await panel.getByRole("button", { name: "Hide Comments" }).click();
  await expect(item).toBeHidden();
  await panel.getByRole("button", { name: "Show Comments" }).click();
  await expect(item).toBeVisible();

  await item.getByRole("button", { name: "Delete update" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("Are you sure you want to delete this comment?")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Comment deleted successfully")).toBeVisible();
  await expect(panel.getByText("No engineering updates yet for this funded project.")).toBeVisible();
});

test("the edit page saves details, notes and investor information with one Save All Changes", async ({ page, baseURL }) => {
  const { id, client } = await apiProject(baseURL!);
  await signIn(page, employee, `/project/${id}/edit`);
  await expect(page.getByRole("heading", { name: "Edit Project" })).toBeVisible();
  for (const title of ["Project Details", "Engineering Notes", "Project Assets", "Project Tasks", "Investor Information"]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(page.getByText("Projects hold no files of their own.", { exact: false })).toBeVisible();
  // The form is server-rendered: typing lands only once its script has taken over the fields (hydration
  // sets each field to its saved value, which would cut into a fill made a moment before).
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Purpose").fill("Fleet depot and public charging");
  await page.getByLabel("Engineering Notes").fill("Second transformer pad poured.");
  await page.getByLabel("Investor Summary").fill("Fully permitted.");
  await page.getByRole("switch", { name: "Share with Investors" }).click();
  await page.getByRole("button", { name: "Save All Changes" }).last().click();
  await expect(toast(page, "Project updated successfully")).toBeVisible();
  // One save stored every card's fields (the page saves through a server action, not a request to the API).
  const saved = await page.request.get(`/api/projects/${id}`);
  expect(await saved.json()).toMatchObject({ client, purpose: "Fleet depot and public charging", engineeringNotes: "Second transformer pad poured.", investorSummary: "Fully permitted.", sharedWithInvestors: true });
  await shot(page, "project-edit-page");

  await page.reload();
  await expect(page.getByLabel("Purpose")).toHaveValue("Fleet depot and public charging");
  await expect(page.getByLabel("Engineering Notes")).toHaveValue("Second transformer pad poured.");
  await expect(page.getByLabel("Investor Summary")).toHaveValue("Fully permitted.");
  await expect(page.getByRole("switch", { name: "Share with Investors" })).toBeChecked();

  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a missing project on the edit page says 'Project not found'", async ({ page }) => {
  await signIn(page, employee, "/project/no-such-project/edit");
  await expect(page.getByRole("heading", { name: "Project not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
});

test("the Edit Activity Report counts an employee's edits, and the period selector asks for 7, 30 and 90 days", async ({ page, baseURL }) => {
  const editor = await createUser(baseURL!, "employee", { prefix: "auditor" });
  await signIn(page, editor, "/dashboard");
  // The report lists the ten most active users and records only, and earlier journeys share this database,
  // so the record gets more edits than any other journey makes on one record, and a count read before this
  // user's edits may miss them; their history is known instead: the registration (audited as their own
  // act), the create, the updates and a task.
  const UPDATES = 20;
  const expected = 1 + 1 + UPDATES + 1;
  const created = await page.request.post("/api/projects", { data: { ...PROJECT_DETAILS, client: uniqueName("Audited") } });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  for (let i = 1; i <= UPDATES; i++) {
    expect((await page.request.put(`/api/projects/${id}`, { data: { numberOfChargers: 100 + i } })).status()).toBe(200);
  }
  expect((await page.request.post(`/api/projects/${id}/tasks`, { data: { title: "Audit me" } })).status()).toBe(201);

  // The report is read on the server for the period in the URL (30 days unless it says otherwise).
  await page.goto("/reports");
  await expect(page.getByRole("heading", { name: "Edit Activity Report" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Period" })).toHaveText("Last 30 days");
  await expect(page.getByTestId("total-edits")).toHaveText(/^[1-9]\d*$/);
  const byUser = page.getByRole("list", { name: "Edits by user" }).getByRole("listitem").filter({ hasText: editor.username });
  await expect(byUser).toContainText(`${expected} edits`);
  const recent = page.getByRole("list", { name: "Recent edits" });
  await expect(recent.getByText(`by ${editor.username}`).first()).toBeVisible();
  await expect(recent.getByText("Number of chargers").first()).toBeVisible();
  const record = page.getByRole("region", { name: "Edits by Record" }).getByRole("row").filter({ hasText: id.slice(0, 8) });
  await expect(record.getByRole("cell").nth(2)).toHaveText(String(1 + UPDATES));
  await expect(record.getByText("Just now").or(record.getByText(/^\dm ago$/))).toBeVisible();
  await shot(page, "reports");

  for (const days of [7, 90]) {
    await choose(page.locator("main"), page, "Period", `Last ${days} days`);
    await expect(page).toHaveURL(new RegExp(`[?&]days=${days}\\b`));
    await expect(page.getByText(`in the last ${days} days`)).toBeVisible();
    await expect(byUser).toContainText(`${expected} edits`);
  }

  await page.setViewportSize({ width: 375, height: 812 });
  await fitsPhone(page.locator("main"));
  // On a phone the records are cards (every list is a DataTable: its rows laid out as cards), each fitting the screen.
  const records = page.getByRole("region", { name: "Edits by Record" });
  const card = records.locator("tbody tr").filter({ hasText: id.slice(0, 8) });
  await expect(card).toHaveCSS("display", "flex");
  await expect(records.getByText(id.slice(0, 8)).filter({ visible: true })).toHaveCount(1);
  await fitsPhone(records);
  await shot(page, "reports-phone");
});

test("an investor sees the report's access message, and a shared project's edit page read-only", async ({ page, baseURL }) => {
  const investor = await createUser(baseURL!, "external");
  const { id, client } = await apiProject(baseURL!, { sharedWithInvestors: true });
  await signIn(page, investor, "/reports");
  await expect(page.getByText("Employee Access Required: Audit reports are only available to company employees.")).toBeVisible();
  await expect(page.getByTestId("total-edits")).toHaveCount(0);
  await shot(page, "reports-investor");

  await page.goto(`/project/${id}/edit`);
  const dialog = page.getByRole("dialog", { name: "Project Details" });
  await expect(dialog.getByText(client)).toBeVisible();
  await expect(dialog.getByText("$480,000.00")).toBeVisible();
  await expect(dialog.getByRole("textbox")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: /save|create/i })).toHaveCount(0);
  await dialog.getByRole("tab", { name: "Investor" }).click();
  await expect(dialog.getByRole("switch")).toHaveCount(0);
  await dialog.getByRole("tab", { name: "Tasks" }).click();
  await expect(dialog.getByText("Tasks for this project are managed by the company team.")).toBeVisible();
  await shot(page, "project-dialog-investor", false);
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
