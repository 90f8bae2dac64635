// Issue 22 §3–§4's journey: an employee records a project's §30C inputs on its edit page and sees the
// ITC estimate; the investor who holds it sees the estimate in the project dialog and on their cards,
// then downloads the year's tax pack (PDF and ZIP) from the participation plan. Holding is arranged
// through the API (reserve, approve).
import { test, expect, request, type Browser, type Page } from "@playwright/test";
import { createProject } from "./support/projects";
import { adminApi, createUser, PASSWORD, signIn, type E2EUser } from "./support/users";

test.describe.configure({ mode: "serial" });

async function signInAs(browser: Browser, user: E2EUser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, user, path);
  return page;
}

test("employee sets the §30C inputs, the holding investor sees the estimate and downloads the tax pack", async ({ browser, baseURL }) => {
  // Two roles, two downloads that each write a PDF, and a verification: longer than one page's journey.
  test.setTimeout(180_000);
  // 480,000 over 6 chargers is 80,000 each; 30 % with prevailing wage met: 24,000 each, 144,000 in all.
  const project = await createProject(baseURL!, "Tax Pack Journey", { stage: "Committed", sharedWithInvestors: true });
  const investor = await createUser(baseURL!, "external", { prefix: "taxpack" });
  const employee = await createUser(baseURL!, "employee", { prefix: "taxstaff" });
  const investorApi = await request.newContext({ baseURL });
  expect((await investorApi.post("/api/auth/login", { data: { username: investor.username, password: PASSWORD } })).status()).toBe(200);
  expect((await investorApi.post(`/api/projects/${project.id}/reserve`)).status()).toBe(200);
  expect((await (await adminApi(baseURL!)).post(`/api/admin/projects/${project.id}/approve-reservation`)).status()).toBe(200);
  await investorApi.dispose();

  const staff = await signInAs(browser, employee, `/project/${project.id}/edit`);
  await staff.getByLabel("Placed in Service").fill("2025-09-15");
  await staff.getByLabel("Census Tract (11-digit GEOID)").fill("06037206031");
  await staff.getByRole("combobox", { name: "Tract Eligible" }).click();
  await staff.getByRole("option", { name: "Yes" }).click();
  await staff.getByRole("combobox", { name: "Prevailing Wage & Apprenticeship Met" }).click();
  await staff.getByRole("option", { name: "Yes" }).click();
  await staff.getByLabel("Eligibility Source").fill("DOE 30C eligibility locator, 2025-09-01");
  await staff.getByRole("button", { name: "Save All Changes" }).first().click();
  await expect(staff.getByText("Project updated successfully", { exact: true })).toBeVisible();
  const staffPanel = staff.getByRole("region", { name: "ITC estimate" });
  await expect(staffPanel.getByTestId("itc-estimate-credit")).toHaveText("$144,000.00");
  await expect(staffPanel).toContainText("estimate, not tax advice");
  await expect(staffPanel).toContainText("Recapture window ends2028-09-15");

  const page = await signInAs(browser, investor, "/dashboard");
  await expect(page.getByRole("group", { name: "My Reservations" }).getByTestId("reserved-itc")).toHaveText("$144,000.00");
  await page.goto(`/project/${project.id}/edit`);
  const dialog = page.getByRole("dialog", { name: "Project Details" });
  const panel = dialog.getByRole("region", { name: "ITC estimate" });
  await expect(panel.getByTestId("itc-estimate-credit")).toHaveText("$144,000.00");
  await expect(panel).toContainText("estimate, not tax advice");
  await expect(panel).toContainText("06037206031");

  await page.goto("/participation-plan");
  const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Tax pack (PDF)" }).click()]);
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^tax-pack-\\d{4}-${investor.username.replace(/\./g, "\\.")}\\.pdf$`));
  const bytes = await (await import("node:fs/promises")).readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const [zip] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Tax pack + evidence (ZIP)" }).click()]);
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);

  // The employee checks the downloaded PDF with Verify a pack.
  await staff.goto("/service-hours/review?tab=progress");
  await staff.getByLabel("Tax pack PDF").setInputFiles({ name: "pack.pdf", mimeType: "application/pdf", buffer: bytes });
  await staff.getByRole("button", { name: "Verify" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "Produced by the portal" })).toContainText(`tax pack of ${investor.username}`, { timeout: 30_000 });
});
