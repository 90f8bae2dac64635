// Issue 10's journey: an investor uploads a PDF (with the PUT's real progress, slowed down so it shows),
// adds a Google Doc link, replaces the file, reaches 9/9 and sees the congratulation; an employee finds the
// investor in both Document Tracking tabs, opens their deal room and downloads the file. On a phone-wide
// screen for the investor.
import { test, expect, type Page } from "@playwright/test";
import { createUser, signIn, type E2EUser } from "./support/users";

test.describe.configure({ mode: "serial" });

const APPRAISAL = "Appraisal of Poles Value";
/** A PDF by its first bytes, padded to `size` so the upload takes a moment on a throttled connection. */
const pdf = (size: number) => Buffer.concat([Buffer.from("%PDF-1.4\n% e2e\n"), Buffer.alloc(size, 0x20), Buffer.from("\n%%EOF\n")]);

async function uploadFile(page: Page, label: string, name: string, size: number) {
  const card = page.getByRole("region", { name: label });
  await card.getByLabel("File", { exact: true }).setInputFiles({ name, mimeType: "application/pdf", buffer: pdf(size) });
  await card.getByRole("button", { name: `Upload File for ${label}` }).click();
  return card;
}

let investor: E2EUser;
let employee: E2EUser;

test.beforeAll(async ({ baseURL }) => {
  investor = await createUser(baseURL!, "external", { prefix: "dealroom" });
  employee = await createUser(baseURL!, "employee");
});

test("an investor uploads, links, replaces a file and reaches 9 of 9", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await signIn(page, investor);
  await page.getByRole("link", { name: /Deal Room/ }).click();
  await expect(page).toHaveURL(/\/deal-room$/);
  await expect(page.getByTestId("overall-count")).toHaveText("0/9 documents");

  await page.getByRole("tab", { name: "Upload & Manage" }).click();
  // A slow uplink, so the progress of the PUT's bytes is visible.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
  const card = await uploadFile(page, APPRAISAL, "appraisal.pdf", 1_200_000);
  await expect(card.getByRole("progressbar", { name: `Uploading ${APPRAISAL}` })).toBeVisible();
  await expect(card.getByRole("button", { name: `Upload File for ${APPRAISAL}` })).toBeDisabled();
  await expect(page.getByText("File Uploaded", { exact: true })).toBeVisible({ timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(card.getByText("Partial")).toBeVisible();
  await expect(card.getByRole("link", { name: "appraisal.pdf" })).toBeVisible();

  // A link beside the file makes it Complete.
  await card.getByLabel("Google Doc link").fill("https://docs.google.com/document/d/e2e-appraisal/edit");
  await card.getByRole("button", { name: "Save Link" }).click();
  await expect(card.getByText("Complete", { exact: true })).toBeVisible();

  // Replacing the file keeps the first one as a version.
  await uploadFile(page, APPRAISAL, "appraisal-v2.pdf", 2000);
  await expect(card.getByRole("link", { name: "appraisal-v2.pdf" }).first()).toBeVisible();
  await card.getByText("2 versions").click();
  await expect(card.getByRole("link", { name: "appraisal.pdf" })).toBeVisible();

  // A refused pick never leaves the browser.
  await card.getByLabel("File", { exact: true }).setInputFiles({ name: "tool.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
  await expect(page.getByText("Invalid File Type", { exact: true })).toBeVisible();

  // The other eight: links, through the forms.
  const others = ["LSA / Vendor Agreements", "Insurance & Warranty Documents", "Company One-Pager", "Sale & Purchase Agreement", "Certificate of Non-Litigation", "Project One-Pager", "Pictures", "Debt Agreement"];
  // On a phone one card shows its forms at a time.
  const saveLinkOn = async (label: string) => {
    const other = page.getByRole("region", { name: label });
    await other.getByLabel("Google Doc link").fill(`https://drive.google.com/file/d/${encodeURIComponent(label)}`);
    await other.getByRole("button", { name: "Save Link" }).click();
    await expect(other.getByText("Partial")).toBeVisible();
    return other;
  };
  for (const label of others) {
    await page.getByRole("button", { name: `Upload or link ${label}` }).click();
    await expect(card.getByLabel("Google Doc link")).toBeHidden();
    await saveLinkOn(label);
  }
  // A wrong link can be taken back, and the count follows.
  const debt = page.getByRole("region", { name: "Debt Agreement" });
  await debt.getByRole("button", { name: "Remove link: Debt Agreement" }).click();
  // Asked first (issue 30): nothing is removed until the question is answered.
  await page.getByRole("alertdialog", { name: "Remove the link from Debt Agreement?" }).getByRole("button", { name: "Remove link" }).click();
  await expect(page.getByText("Link Removed", { exact: true })).toBeVisible();
  await expect(debt.getByText("Missing")).toBeVisible();
  await saveLinkOn("Debt Agreement");
  await page.getByRole("tab", { name: "Document Overview" }).click();
  await expect(page.getByTestId("overall-count")).toHaveText("9/9 documents");
  await expect(page.getByText("Congratulations! All 9 deal-room documents have been provided.")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/deal-room-complete-375.png", fullPage: true });
  await context.close();
});

test("an employee sees the investor in both tabs and downloads the file", async ({ page }) => {
  await signIn(page, employee);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Employee tools" }).getByRole("link", { name: "Document Tracking" }).click();
  await expect(page.getByRole("heading", { name: "Document Tracking Administration" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search investors by username" }).fill(investor.username);
  const row = page.getByRole("row", { name: new RegExp(investor.username) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("9/9");
  await expect(row).toContainText("Complete");

  await page.getByRole("tab", { name: "Detailed View" }).click();
  const matrixRow = page.getByRole("row", { name: new RegExp(investor.username) });
  await expect(matrixRow.getByText("File + Link", { exact: true })).toHaveCount(1);
  await expect(matrixRow.getByText("Link", { exact: true })).toHaveCount(8);

  await matrixRow.getByRole("link", { name: investor.username }).click();
  await expect(page.getByRole("heading", { name: `Deal Room: ${investor.username}` })).toBeVisible();
  await page.getByRole("tab", { name: "Files & Review" }).click();
  const card = page.getByRole("region", { name: APPRAISAL });
  const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("link", { name: "appraisal-v2.pdf" }).first().click()]);
  expect(download.suggestedFilename()).toBe("appraisal-v2.pdf");
  expect((await download.path()) && (await import("node:fs")).readFileSync((await download.path())!).subarray(0, 5).toString()).toBe("%PDF-");
});
