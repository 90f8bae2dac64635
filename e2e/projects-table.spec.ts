// Issue 3's table journey: an employee imports a CSV through the Import CSV dialog, filters, sorts, pages,
// exports and deletes; an investor then sees only the shared projects, without delete or reservation
// columns. Every row carries this run's tag, so searching for it isolates the journey's own projects.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect, type Locator, type Page } from "@playwright/test";
import { adminApi, createUser, signIn } from "./support/users";

const TAG = `TBL${Date.now().toString(36).toUpperCase()}`;
const STAGES = ["Pipeline", "Best Case", "Committed", "Contracted", "Deployed"] as const;
const QUARTERS = ["Q2'25", "Q3'25", "Q4'25"] as const;
const HEADER = "Deployment Q,Stage,Client,Address,Purpose,Type,# of Chargers,# of Spaces,Project Cost,ITC Tax Credit";

type Row = { client: string; stage: string; quarter: string; type: "L2" | "L3"; cost: number; shared: boolean };

// 25 projects: five per stage, quarters and types interleaved, distinct costs, 8 of them shared later.
const ROWS: Row[] = Array.from({ length: 25 }, (_, i) => ({
  client: `${TAG} Client ${String(i + 1).padStart(2, "0")}`,
  stage: STAGES[i % 5],
  quarter: QUARTERS[i % 3],
  type: i % 2 ? "L2" : "L3",
  cost: 100_000 + ((i * 7) % 25) * 1_000,
  shared: i % 3 === 1,
}));
const SHARED = ROWS.filter((r) => r.shared);
const count = (match: (r: Row) => boolean) => ROWS.filter(match).length;

function writeCsv(): string {
  const lines = ROWS.map((r, i) =>
    // Cost as people type it ("$1,234.00", quoted for its comma); ITC alternates Yes/empty/No.
    [r.quarter, r.stage, r.client, `${i + 1} Charger Way Springfield`, "Fleet depot", r.type, 4 + i, 8 + i, `"$${r.cost.toLocaleString("en-US")}.00"`, ["Yes", "", "No"][i % 3]].join(","),
  );
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cfp-import-")), `${TAG.toLowerCase()}-projects.csv`);
  fs.writeFileSync(file, [HEADER, ...lines].join("\n") + "\n");
  return file;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

const table = (page: Page) => page.getByRole("table", { name: "Projects" });
const bodyRows = (page: Page) => table(page).locator("tbody tr");
const summary = (page: Page) => page.getByText(/^Showing \d/);
const clientOf = (row: Locator) => row.locator("td").nth(2).locator("p").first();

async function choose(page: Page, filter: "Stage" | "Quarter" | "Type", option: string) {
  await page.getByRole("combobox", { name: filter }).selectOption({ label: option });
}

async function expectTotal(page: Page, total: number) {
  await expect(summary(page)).toHaveText(new RegExp(`of ${total} projects?$`));
}

test("employee imports, filters, sorts, pages, exports and deletes; the investor sees only shared projects", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const employee = await createUser(baseURL!, "employee");
  await signIn(page, employee);

  // Import through the side menu's dialog.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Employee tools" }).getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import CSV" });
  await expect(dialog.getByText("# of Chargers")).toBeVisible();
  // A file with one bad row imports nothing and names the row and field.
  const badPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cfp-bad-")), "bad.csv");
  fs.writeFileSync(badPath, `${HEADER}\nQ2'25,Pipeline,${TAG} Bad,1 Way,Depot,L2,1,2,100,Yes\nQ2'25,Funded,${TAG} Bad,1 Way,Depot,L2,1,2,100,Yes\n`);
  await dialog.getByLabel("CSV file").setInputFiles(badPath);
  await dialog.getByRole("button", { name: "Import Data" }).click();
  await expect(page.getByText("Import Failed", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("alert")).toContainText("Line 3 (stage)");
  // The toast keeps clear of the dialog's buttons (it covered Import Data).
  // (By its text: the open dialog hides the rest of the page, the toasts' region too, from role queries.)
  const toastBox = (await page.locator("li").filter({ has: page.getByText("Import Failed", { exact: true }) }).boundingBox())!;
  for (const name of ["Import Data", "Cancel"]) {
    const button = (await dialog.getByRole("button", { name }).boundingBox())!;
    const apart = toastBox.x + toastBox.width <= button.x || button.x + button.width <= toastBox.x || toastBox.y + toastBox.height <= button.y || button.y + button.height <= toastBox.y;
    expect(apart, `the toast covers ${name}`).toBe(true);
  }

  const csvPath = writeCsv();
  await dialog.getByLabel("CSV file").setInputFiles(csvPath);
  await expect(dialog.getByText(path.basename(csvPath))).toBeVisible();
  await shot(page, "import-csv-dialog");
  await dialog.getByRole("button", { name: "Import Data" }).click();
  await expect(page.getByText("Import Successful", { exact: true })).toBeVisible();
  await expect(page.getByText("Imported 25 projects successfully", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Search for this run's projects: ten per page.
  await page.getByRole("searchbox", { name: "Search projects" }).fill(TAG);
  await expectTotal(page, 25);
  await expect(bodyRows(page)).toHaveCount(10);
  // Newest first keeps the file's order for the rows of one import.
  await expect(bodyRows(page).locator("td:nth-child(3) p:first-child")).toHaveText(ROWS.slice(0, 10).map((r) => r.client));

  // At 1,280 px the table fits its box (no sideways scrolling) and every row's three actions are in one row.
  const fit = await table(page).evaluate((t) => {
    const box = t.parentElement!;
    const rows = [...t.querySelectorAll("tbody tr")].map((tr) => {
      const tops = [...tr.querySelectorAll("td:last-child :is(a, button)")].map((b) => Math.round(b.getBoundingClientRect().top));
      return { actions: tops.length, lines: new Set(tops).size, height: Math.round(tr.getBoundingClientRect().height) };
    });
    return { table: Math.round(t.getBoundingClientRect().width), box: box.clientWidth, scroll: box.scrollWidth, rows };
  });
  expect(fit.table, `table ${fit.table} px in a ${fit.box} px box`).toBeLessThanOrEqual(fit.box);
  expect(fit.scroll).toBeLessThanOrEqual(fit.box);
  for (const row of fit.rows) expect(row).toEqual({ actions: 3, lines: 1, height: expect.any(Number) });
  expect(Math.max(...fit.rows.map((r) => r.height)), "row height").toBeLessThan(100);
  await expect(table(page).getByRole("columnheader", { name: "Reservation" })).toBeVisible();
  await expect(table(page).getByRole("columnheader", { name: /Spaces/ })).toBeHidden();

  // Stage, quarter and type filters narrow the list together.
  await choose(page, "Stage", "Committed");
  await expectTotal(page, count((r) => r.stage === "Committed"));
  await choose(page, "Quarter", "Q3'25");
  const committedQ3 = count((r) => r.stage === "Committed" && r.quarter === "Q3'25");
  await expect(bodyRows(page)).toHaveCount(committedQ3);
  await choose(page, "Quarter", "All Quarters");
  await choose(page, "Type", "L2");
  await expectTotal(page, count((r) => r.stage === "Committed" && r.type === "L2"));
  await choose(page, "Type", "All Types");
  await choose(page, "Stage", "All Stages");
  await expectTotal(page, 25);

  // The Deals by Stage panel sets the same stage filter.
  const stages = page.getByRole("list", { name: "Stages" });
  await stages.getByRole("button", { name: /^Deployed/ }).click();
  await expect(stages.getByRole("button", { name: /^Deployed/ })).toHaveAttribute("aria-pressed", "true");
  await expectTotal(page, count((r) => r.stage === "Deployed"));
  await page.getByRole("button", { name: "Clear filter" }).click();
  await expectTotal(page, 25);

  // Sort by chargers (4 + the file's row index): ascending, descending, then back to no sort. (Spaces,
  // 8 + the index, is a column of 1,536 px and wider screens.)
  const chargersHeader = table(page).getByRole("columnheader", { name: /Chargers/ });
  await chargersHeader.getByRole("link").click();
  await expect(chargersHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(clientOf(bodyRows(page).first())).toHaveText(ROWS[0].client);
  await chargersHeader.getByRole("link").click();
  await expect(chargersHeader).toHaveAttribute("aria-sort", "descending");
  await expect(clientOf(bodyRows(page).first())).toHaveText(ROWS[24].client);
  await chargersHeader.getByRole("link").click();
  await expect(chargersHeader).toHaveAttribute("aria-sort", "none");

  // Sort by cost: ascending puts the cheapest first, descending the dearest; back to page 1 each time.
  const byCost = [...ROWS].sort((a, b) => a.cost - b.cost);
  const costHeader = table(page).getByRole("columnheader", { name: /Cost/ });
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Page 2" }).click();
  await expect(summary(page)).toHaveText(/^Showing 11–20 of 25/);
  await costHeader.getByRole("link").click();
  await expect(costHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(summary(page)).toHaveText(/^Showing 1–10 of 25/);
  await expect(clientOf(bodyRows(page).first())).toHaveText(byCost[0].client);
  await costHeader.getByRole("link").click();
  await expect(costHeader).toHaveAttribute("aria-sort", "descending");
  await expect(clientOf(bodyRows(page).first())).toHaveText(byCost[24].client);

  // Paging through the sorted list.
  const pages = page.getByRole("navigation", { name: "Pagination" });
  await pages.getByRole("button", { name: "Page 2" }).click();
  await expect(summary(page)).toHaveText(/^Showing 11–20 of 25/);
  await expect(clientOf(bodyRows(page).first())).toHaveText(byCost[14].client);
  await pages.getByRole("button", { name: "Page 3" }).click();
  await expect(summary(page)).toHaveText(/^Showing 21–25 of 25/);
  await expect(bodyRows(page)).toHaveCount(5);
  await expect(pages.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");

  // Export the filtered, sorted list: the file holds exactly those rows, in that order.
  await choose(page, "Stage", "Contracted");
  const contracted = byCost.filter((r) => r.stage === "Contracted").reverse();
  await expectTotal(page, contracted.length);
  await expect(clientOf(bodyRows(page).first())).toHaveText(contracted[0].client);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^projects-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs.readFileSync((await download.path())!, "utf8").trim().split(/\r?\n/);
  // The import's columns, then the §30C inputs and the estimate (issue 22 §3).
  expect(lines[0]).toBe(`${HEADER},Placed In Service,Census Tract,Tract Eligible,Eligibility Source,PWA Met,ITC Estimate`);
  expect(lines).toHaveLength(contracted.length + 1);
  expect(lines.slice(1).map((l) => l.split(",")[2])).toEqual(contracted.map((r) => r.client));
  expect(lines[1].split(",")[8]).toBe(`${contracted[0].cost}.00`);
  await choose(page, "Stage", "All Stages");

  await shot(page, "projects-employee-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  // The same table, its 10 rows laid out as cards (components/ui/data-table.tsx) within the phone's width,
  // each with its buttons in words.
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(bodyRows(page).first()).toHaveCSS("display", "flex");
  expect(await bodyRows(page).evaluateAll((rows) => Math.max(...rows.map((r) => r.getBoundingClientRect().right)))).toBeLessThanOrEqual(375);
  await expect(bodyRows(page).first().getByRole("button", { name: /^Delete / })).toHaveText("Delete");
  await shot(page, "projects-employee-375");
  await page.setViewportSize({ width: 1280, height: 900 });

  // Share some projects with investors (the import never shares), then delete one unshared project.
  const api = await adminApi(baseURL!);
  const listed = await (await api.get(`/api/projects?search=${encodeURIComponent(TAG)}`)).json();
  for (const row of SHARED) {
    const id = listed.find((p: { client: string }) => p.client === row.client).id;
    expect((await api.put(`/api/projects/${id}`, { data: { sharedWithInvestors: true } })).status()).toBe(200);
  }
  const victim = ROWS.find((r) => !r.shared)!;
  await page.getByRole("searchbox", { name: "Search projects" }).fill(victim.client);
  await expectTotal(page, 1);
  await table(page).getByRole("button", { name: `Delete ${victim.client}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to delete this project?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Project deleted successfully", { exact: true })).toBeVisible();
  await expect(page.getByText("No projects found")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search projects" }).fill(TAG);
  await expectTotal(page, 24);

  // The investor: only the shared projects, view and reserve actions, no delete, no reservation columns.
  const investor = await createUser(baseURL!, "external");
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const investorPage = await context.newPage();
  await signIn(investorPage, investor);
  await investorPage.getByRole("searchbox", { name: "Search projects" }).fill(TAG);
  await expectTotal(investorPage, SHARED.length);
  const headers = await table(investorPage).getByRole("columnheader").allTextContents();
  // (Spaces is a column of 1,536 px and wider screens.)
  expect(headers).toEqual(["Quarter", "Stage", "Client", "Type", "Chargers", "Cost", "ITC", "My Reservation", "Actions"]);
  await expect(table(investorPage).getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await expect(investorPage.getByRole("combobox", { name: "Stage" })).toHaveCount(0);
  await expect(investorPage.getByRole("button", { name: "Add Project" })).toHaveCount(0);
  const shownClients = await bodyRows(investorPage).locator("td:nth-child(3) p:first-child").allTextContents();
  expect(shownClients.every((c) => SHARED.some((r) => r.client === c))).toBe(true);
  // Shared Committed projects are open to reserve.
  const reservable = SHARED.filter((r) => r.stage === "Committed");
  await expect(table(investorPage).getByRole("button", { name: /^Reserve / })).toHaveCount(reservable.filter((r) => shownClients.includes(r.client)).length);
  await investorPage.getByRole("searchbox", { name: "Search projects" }).fill("");
  await shot(investorPage, "projects-investor-1280");
  await investorPage.setViewportSize({ width: 375, height: 800 });
  await shot(investorPage, "projects-investor-375");
  await context.close();
});
