// Issue 14, "Accessibility and layout": axe-core on every page of the app and every dialog, dropdown and
// confirmation that opens from them, for both roles, at 1280 and 375 px. Each scan looks at the screen at both
// widths in the same visit (the viewport resized, then restored): the layout is CSS alone, so this sees what a
// phone sees at half the cost of walking every journey twice. Any serious or critical finding fails the run;
// every finding of a run is collected first, so one run lists them all.
// One sign-in per role; the data the screens need is arranged through the API.
import { test, expect, request, type Browser, type Locator, type Page } from "@playwright/test";
import { createProject } from "./support/projects";
import { adminApi, createUser, PASSWORD, signIn, type E2EUser } from "./support/users";
import { selectInAgreement } from "./support/agreements";
import { searchInAddress, seriousFindings } from "./support/axe";
import { Secret, TOTP } from "otpauth";

// A wrong locator fails in seconds instead of waiting out the (long) test timeout.
test.use({ actionTimeout: 20_000 });

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 900 };
const findings: string[] = [];

/**
 * Scans what is on screen now at the desktop width, then at the phone width, and records every serious or
 * critical finding under `where`; the journey carries on at the desktop width.
 */
async function scan(page: Page, where: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    for (const finding of await seriousFindings(page)) {
      findings.push(`${where} @${viewport.width}px: ${finding}`);
      console.log(findings.at(-1)); // as they come: a run cut short still shows what it found
    }
  }
  await page.setViewportSize(DESKTOP);
}

/** Opens a dialog by clicking `trigger`, scans it, closes it with its Close/Cancel or Escape. */
async function scanDialog(page: Page, trigger: Locator, name: string | RegExp, where: string, inside?: (dialog: Locator) => Promise<void>) {
  const before = new URL(page.url()).searchParams;
  await trigger.click();
  const dialog = page.getByRole("dialog", { name }).or(page.getByRole("alertdialog", { name }));
  await expect(dialog).toBeVisible();
  // A dialog kept in the URL (decision 0034) put its parameters there.
  const opened = [...new URL(page.url()).searchParams].filter(([key, value]) => before.get(key) !== value);
  await scan(page, where);
  if (inside) await inside(dialog);
  // Esc first dismisses a toast on screen (a layer of its own), then the dialog.
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  // It hides at once, and has closed once its navigation has landed: a dialog opened before that would be
  // opened over an address that still names this one, which then shows again.
  await expect.poll(() => opened.filter(([key, value]) => new URL(page.url()).searchParams.get(key) === value)).toEqual([]);
}

/** Opens a dropdown (menu or listbox) by clicking `trigger`, scans with it open, closes it. */
async function scanDropdown(page: Page, trigger: Locator, where: string) {
  await trigger.click();
  await expect(page.getByRole("menu").or(page.getByRole("listbox"))).toBeVisible();
  await scan(page, where);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu").or(page.getByRole("listbox"))).toHaveCount(0);
}

/** Contrast of a field's placeholder text against the field (colours resolved by the browser). */
async function placeholderContrast(field: Locator): Promise<number> {
  return field.evaluate((el) => {
    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const rgb = (color: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = "#fff";
      ctx.fillRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
    };
    const luminance = (c: number[]) => {
      const [r, g, b] = c.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const fg = luminance(rgb(getComputedStyle(el, "::placeholder").color));
    const bg = luminance(rgb(getComputedStyle(el).backgroundColor));
    return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
  });
}

async function expectReadablePlaceholder(field: Locator) {
  await expect(field).toHaveAttribute("placeholder", /./);
  expect(await placeholderContrast(field), `placeholder contrast of ${await field.getAttribute("placeholder")}`).toBeGreaterThanOrEqual(4.5);
}

/** Every tab inside its list and wide enough for its label (no text spilling out of its box). */
async function expectTabsFit(list: Locator) {
  const spilling = await list.evaluate((l) => {
    const box = l.getBoundingClientRect();
    return Array.from(l.querySelectorAll("[role=tab]"))
      .filter((t) => {
        const r = t.getBoundingClientRect();
        return t.scrollWidth > t.clientWidth + 1 || r.left < box.left - 1 || r.right > box.right + 1;
      })
      .map((t) => t.textContent);
  });
  expect(spilling).toEqual([]);
}

type Box = { x: number; y: number; width: number; height: number } | null;
const overlaps = (a: Box, b: Box) => !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function signedIn(browser: Browser, user: E2EUser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page, user, "/dashboard");
  return page;
}

async function visit(page: Page, path: string, ready: Locator) {
  await page.goto(path);
  await expect(ready).toBeVisible();
}

let employee: E2EUser;
let investor: E2EUser;
let project: { id: string; client: string };
let courseId: string;

test.beforeAll(async ({ baseURL }) => {
  employee = await createUser(baseURL!, "employee", { prefix: "a11y.employee" });
  investor = await createUser(baseURL!, "external", { prefix: "a11y.investor" });
  await createUser(baseURL!, "external", { prefix: "a11y.pending", approve: false }); // for User Management's Deny
  project = await createProject(baseURL!, "A11y Depot", { stage: "Committed", sharedWithInvestors: true });
  await createProject(baseURL!, "A11y Pending", { stage: "Committed", sharedWithInvestors: true }).then(async (p) => {
    const admin = await adminApi(baseURL!);
    expect((await admin.post(`/api/admin/projects/${p.id}/reserve`, { data: { investorId: investor.username, notes: "Held for review" } })).status()).toBe(200);
  });
  const admin = await adminApi(baseURL!);
  const course = await admin.post("/api/admin/courses", { data: { title: "A11y Charging Basics", creditHours: "1.5", content: "Module 1" } });
  expect(course.status()).toBe(201);
  courseId = (await course.json()).id;
  expect((await admin.post("/api/admin/course-assignments", { data: { courseId, userId: investor.id } })).status()).toBe(201);
  await fillBothBells(baseURL!);
});

const BELL_FILL = 12; // more than the bell's list shows without scrolling

/**
 * Enough notifications that the bell's list scrolls for both roles (issue 19: axe's
 * scrollable-region-focusable): the investor's hours approved in bulk, and the investor's comments on a
 * (non-MSA) agreement, which reach the legal team.
 */
async function fillBothBells(baseURL: string) {
  const admin = await adminApi(baseURL);
  const own = await request.newContext({ baseURL });
  expect((await own.post("/api/auth/login", { data: { username: investor.username, password: PASSWORD } })).status()).toBe(200);
  const ids: string[] = [];
  for (let i = 1; i <= BELL_FILL; i++) {
    const logged = await own.post("/api/service-hours", { data: { serviceDate: `2026-01-${String(i).padStart(2, "0")}`, hours: "1", category: "monitoring", description: `A11y site check ${i}` } });
    expect(logged.status()).toBe(201);
    ids.push((await logged.json()).id);
  }
  expect((await admin.post("/api/admin/service-hours/bulk-approve", { data: { ids } })).status()).toBe(200);

  const templates: { id: string; category: string }[] = await (await admin.get("/api/templates")).json();
  // All of them, as the investor's Start Template Review would; the comments go on one that is not the MSA.
  expect((await admin.post("/api/templates/assign", { data: { investorId: investor.id, templateIds: templates.map((t) => t.id) } })).ok()).toBe(true);
  const templateId = templates.find((t) => t.category !== "msa")!.id;
  const version: { id: string; content: string } = await (await admin.get(`/api/templates/versions/${templateId}?investor=${investor.id}`)).json();
  const selectedText = version.content.slice(0, 12);
  for (let i = 1; i <= BELL_FILL; i++) {
    const thread = await own.post("/api/templates/threads", {
      data: { templateVersionId: version.id, selectedText, startOffset: 0, endOffset: selectedText.length, comment: `A11y comment ${i}`, threadType: "comment" },
    });
    expect(thread.status()).toBe(201);
  }
  await own.dispose();
}

test.beforeEach(() => {
  findings.length = 0;
});

test("the login page has no serious accessibility findings", async ({ page }) => {
  test.setTimeout(300_000);
  await visit(page, "/login", page.getByRole("heading", { name: "Investor Login" }));
  await scan(page, "login");
  await page.getByRole("link", { name: "Register" }).click();
  await page.getByRole("form", { name: "Register" }).getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  await scan(page, "login: register with errors");

  // Issue 32: the second step (code, then recovery code), for an account with authenticator codes on.
  const user = await createUser(test.info().project.use.baseURL!, "external", { prefix: "a11y.totp" });
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await api.post("/api/auth/login", { data: { username: user.username, password: PASSWORD } })).status()).toBe(200);
  const { secret } = await (await api.post("/api/profile/totp", { data: { password: PASSWORD } })).json();
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate();
  expect((await api.post("/api/profile/totp/confirm", { data: { code } })).status()).toBe(200);
  await api.dispose();
  await visit(page, "/login", page.getByRole("heading", { name: "Investor Login" }));
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Username").fill(user.username);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Enter your authenticator code" })).toBeVisible();
  await page.getByLabel("Authentication code").fill("12");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await scan(page, "login: second step with an error");
  await page.getByRole("link", { name: "Use a recovery code" }).click();
  await expect(page.getByLabel("Recovery code")).toBeVisible();
  await scan(page, "login: recovery code");
  expect(findings).toEqual([]);
});

// Issue 32 §3: the screen an account lands on while the switch "Require a second factor" holds it back.
test("the enrolment screen has no serious accessibility findings", async ({ page, baseURL }) => {
  const boss = await createUser(baseURL!, "employee", { prefix: "a11y.boss" });
  const held = await createUser(baseURL!, "external", { prefix: "a11y.held" });
  // The switch is turned on by an employee with codes (else it would hold them back too), and off again.
  const staff = await request.newContext({ baseURL });
  expect((await staff.post("/api/auth/login", { data: { username: boss.username, password: PASSWORD } })).status()).toBe(200);
  const { secret } = await (await staff.post("/api/profile/totp", { data: { password: PASSWORD } })).json();
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate();
  expect((await staff.post("/api/profile/totp/confirm", { data: { code } })).status()).toBe(200);
  expect((await staff.put("/api/admin/second-factor-policy", { data: { requireSecondFactor: "everyone" } })).status()).toBe(200);
  try {
    await signIn(page, held, "/dashboard");
    await expect(page.getByRole("heading", { name: "Set up a second factor" })).toBeVisible();
    await scan(page, "enrolment screen");
    const setup = page.getByRole("form", { name: "Set up authenticator codes" });
    await setup.getByLabel("Your password").fill(PASSWORD);
    await setup.getByRole("button", { name: "Set up authenticator codes" }).click();
    await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
    await scan(page, "enrolment screen: QR code");
  } finally {
    expect((await staff.put("/api/admin/second-factor-policy", { data: { requireSecondFactor: "nobody" } })).status()).toBe(200);
    await staff.dispose();
  }
  expect(findings).toEqual([]);
});

test("the forgot-password, reset, verification and unsubscribe pages have no serious accessibility findings", async ({ page }) => {
  test.setTimeout(300_000);
  await visit(page, "/forgot-password", page.getByRole("heading", { name: "Forgot Password" }));
  await scan(page, "forgot password");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Email address is required")).toBeVisible();
  await scan(page, "forgot password with errors");
  const token = "A".repeat(43);
  await visit(page, `/reset-password?token=${token}`, page.getByRole("heading", { name: "Set a New Password" }));
  await scan(page, "reset password");
  await page.getByLabel("New password", { exact: true }).fill("long-enough-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("This link is not valid")).toBeVisible();
  await scan(page, "reset password with an unknown link");
  await visit(page, `/verify-email?token=${token}`, page.getByRole("heading", { name: "Confirm Email Address" }));
  await scan(page, "verify email");
  await visit(page, `/unsubscribe?token=${token}`, page.getByRole("heading", { name: "Unsubscribe" }));
  await scan(page, "unsubscribe with an unknown link");
  expect(findings).toEqual([]);
});

test("the email address page, the mail notification settings and the Mail Log have no serious accessibility findings", async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await signedIn(browser, employee);
  await visit(page, "/profile/email", page.getByRole("heading", { name: "Email Address" }));
  await scan(page, "email address");
  await page.getByRole("textbox", { name: "Email address" }).fill("not an address");
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await scan(page, "email address with errors");
  await page.getByRole("textbox", { name: "Email address" }).fill("a11y@example.com");
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByText(/We have sent a link/)).toBeVisible();
  await visit(page, "/profile/notifications", page.getByRole("heading", { name: "Mail Notifications" }));
  await scan(page, "mail notifications");
  await page.getByRole("button", { name: "Save mail settings" }).click();
  await expect(page.getByText("Your mail settings are saved.")).toBeVisible();
  await scan(page, "mail notifications saved");
  await visit(page, "/admin/mail-log", page.getByRole("heading", { name: "Mail Log" }));
  await expect(page.getByRole("cell", { name: "a11y@example.com" })).toBeVisible();
  await scan(page, "mail log");
  await page.context().close();
  expect(findings).toEqual([]);
});

test("the employee's pages and dialogs have no serious accessibility findings", async ({ browser }) => {
  test.setTimeout(1_200_000); // generous: each axe scan takes seconds when the machine is shared (and My work added three)
  const page = await signedIn(browser, employee);
  await visit(page, "/dashboard", page.getByRole("button", { name: "Add Project" }));
  await expect(page.getByText(project.client).filter({ visible: true }).first()).toBeVisible();
  await scan(page, "dashboard (employee)");
  await expectReadablePlaceholder(page.getByRole("searchbox", { name: "Search projects" }));

  // The header's dropdowns and the side menu with its dialogs.
  await scanDropdown(page, page.getByRole("button", { name: new RegExp(employee.username) }), "user menu");
  await scanDropdown(page, page.getByRole("button", { name: /^Notifications/ }), "notification list");
  const menu = () => page.getByRole("button", { name: "Open menu" }).click().then(() => page.getByRole("navigation", { name: "Employee tools" }));
  await page.getByRole("button", { name: "Open menu" }).click();
  await scan(page, "side menu");
  await page.keyboard.press("Escape");
  await scanDialog(page, (await menu()).getByRole("button", { name: "Import CSV" }), "Import CSV", "import dialog", async (dialog) => {
    // A refused file: the 'Import Failed' toast is reachable inside the dialog and leaves Import Data clear.
    await dialog.locator("input[type=file]").setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from("Deployment Q,Stage,Client\nQ9'99,Nowhere,\n") });
    const importData = dialog.getByRole("button", { name: "Import Data" });
    await importData.click();
    const failed = page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem").filter({ hasText: "Import Failed" });
    await expect(failed).toBeVisible();
    // Measured at once: the toast closes itself after a few seconds.
    await importData.scrollIntoViewIfNeeded();
    expect(overlaps(await failed.boundingBox(), await importData.boundingBox()), "the error toast covers Import Data").toBe(false);
    await importData.click({ trial: true, timeout: 5_000 });
    await scan(page, "import dialog after a refused file");
  });
  await scanDialog(page, (await menu()).getByRole("button", { name: "User Management" }), "User Management", "user management dialog", async (dialog) => {
    await dialog.getByRole("button", { name: /^Deny / }).first().click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await scan(page, "deny confirmation");
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  });
  await scanDialog(page, (await menu()).getByRole("button", { name: "Project Reservations" }), "Project Reservation Management", "reservation dialog", async (dialog) => {
    await expectTabsFit(dialog.getByRole("tablist"));
    await expectReadablePlaceholder(dialog.getByRole("searchbox"));
    await dialog.getByRole("tab", { name: /^Pending Approvals/ }).click();
    await scan(page, "reservation dialog: pending approvals");
    await dialog.getByRole("button", { name: /^Reject reservation of/ }).first().click();
    await expect(page.getByRole("dialog", { name: "Reject reservation" })).toBeVisible();
    await scan(page, "reject reservation dialog");
    await page.getByRole("dialog", { name: "Reject reservation" }).getByRole("button", { name: "Cancel" }).click();
  });

  // The project dialog: a new project, then an existing one, every tab; the delete confirmation.
  await scanDialog(page, page.getByRole("button", { name: "Add Project" }), "Add New Project", "project dialog (new)", async (dialog) => {
    await expectTabsFit(dialog.getByRole("tablist"));
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await expect(dialog.getByText("Client is required")).toBeVisible();
    await scan(page, "project dialog (new) with errors");
  });
  await searchInAddress(page, page.getByRole("searchbox", { name: "Search projects" }), project.client);
  await scanDialog(page, page.getByRole("button", { name: new RegExp(`^(Edit|View) ${project.client}`) }).first(), "Edit Project", "project dialog", async (dialog) => {
    await expectTabsFit(dialog.getByRole("tablist"));
    for (const tab of ["Engineering", "Tasks", "Investor"]) {
      await dialog.getByRole("tab", { name: tab }).click();
      await scan(page, `project dialog: ${tab}`);
    }
    await dialog.getByRole("tab", { name: "Engineering" }).click();
    await expectReadablePlaceholder(dialog.getByLabel("Engineering Notes"));
    // A toast raised inside the dialog can be reached (and is announced), not hidden with the page.
    await dialog.getByRole("button", { name: "Save Notes" }).click();
    await expect(page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem").filter({ hasText: "Project updated successfully" })).toBeVisible();
    await dialog.getByRole("tab", { name: "Tasks" }).click();
    await expectReadablePlaceholder(dialog.getByLabel("Title"));
  });
  await scanDialog(page, page.getByRole("button", { name: `Delete ${project.client}` }).first(), "Are you sure you want to delete this project?", "delete confirmation");

  await visit(page, `/project/${project.id}/edit`, page.getByRole("heading", { name: "Edit Project" }));
  await scan(page, "project edit page");
  // The page's filters are native selects; a Radix Select (here the project's Type) is scanned open.
  await scanDropdown(page, page.getByRole("combobox", { name: "Type" }), "a select on the project edit page");
  // A validation message under Client leaves Type, beside it, where it was.
  const type = page.getByRole("combobox", { name: "Type" });
  const before = await type.boundingBox();
  await page.getByLabel("Client").fill("");
  await page.getByRole("button", { name: "Save All Changes" }).first().click();
  await expect(page.getByText("Client is required")).toBeVisible();
  expect((await type.boundingBox())?.y).toBe(before?.y);
  await scan(page, "project edit page with an error");
  // Unsaved: leaving asks first (issue 14, defect 9); the question is accessible too.
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page.getByRole("alertdialog", { name: "Discard unsaved changes?" })).toBeVisible();
  await scan(page, "discard changes confirmation");
  await page.getByRole("button", { name: "Discard changes" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await visit(page, "/reports", page.getByRole("heading", { name: "Edit Activity Report" }));
  await scan(page, "reports");

  await visit(page, "/courses", page.getByRole("heading", { name: "Course Management" }));
  await scan(page, "courses (employee)");
  await scanDialog(page, page.getByRole("button", { name: "Create Course" }).first(), "Create Course", "create course dialog");
  await page.getByRole("tab", { name: "Assignments" }).click();
  await scan(page, "courses: assignments");
  await scanDialog(page, page.getByRole("button", { name: "Assign Course" }), "Assign Course", "assign course dialog");
  await page.getByRole("tab", { name: "Completions" }).click();
  await scan(page, "courses: completions");
  await visit(page, `/course/${courseId}`, page.getByRole("heading", { name: "A11y Charging Basics" }));
  await scan(page, "course page (employee)");

  await visit(page, "/service-hours/review", page.getByRole("tab", { name: "Education Credits" }));
  await scan(page, "review queue");
  await page.getByRole("tab", { name: "Education Credits" }).click();
  await scan(page, "review queue: credits");
  await page.getByRole("tab", { name: "Progress" }).click();
  await scan(page, "review queue: progress");

  await visit(page, "/templates", page.locator("main h1").first());
  await scan(page, "templates (employee)");
  await visit(page, "/negotiations", page.locator("main h1").first());
  await scan(page, "negotiations");
  await visit(page, "/admin/documents", page.locator("main h1").first());
  await scan(page, "admin documents");
  await visit(page, "/api-docs", page.locator("main h1").first());
  await scan(page, "api docs");
  // Issue 31 §5: My work, and the side-menu dialog its registrations line opens from the URL.
  await visit(page, "/my-work", page.getByRole("heading", { name: "My work", level: 1 }));
  await scan(page, "my work (employee)");
  await page.getByRole("link", { name: /^Registrations to approve/ }).click();
  await expect(page.getByRole("dialog", { name: "User Management" })).toBeVisible();
  await scan(page, "my work: user management opened by its link");
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/my-work$/);
  await visit(page, "/no-such-page", page.getByText(/not found/i).first());
  await scan(page, "not found");
  await page.context().close();
  expect(findings).toEqual([]);
});

test("the investor's pages and dialogs have no serious accessibility findings", async ({ browser }) => {
  test.setTimeout(900_000); // generous: each axe scan takes seconds when the machine is shared
  const page = await signedIn(browser, investor);
  await visit(page, "/dashboard", page.getByRole("group", { name: "Available to Reserve" }));
  await expect(page.getByText(project.client).filter({ visible: true }).first()).toBeVisible();
  await scan(page, "dashboard (investor)");
  await scanDropdown(page, page.getByRole("button", { name: new RegExp(investor.username) }), "user menu (investor)");
  await scanDropdown(page, page.getByRole("button", { name: /^Notifications/ }), "notification list (investor)");
  await searchInAddress(page, page.getByRole("searchbox", { name: "Search projects" }), project.client);
  await scanDialog(page, page.getByRole("button", { name: new RegExp(`^(Edit|View) ${project.client}`) }).first(), "Project Details", "project dialog (read-only)", async (dialog) => {
    for (const tab of ["Engineering", "Tasks", "Investor"]) {
      await dialog.getByRole("tab", { name: tab }).click();
      await scan(page, `project dialog (read-only): ${tab}`);
    }
  });

  await visit(page, "/courses", page.locator("main h1").first());
  await scan(page, "courses (investor)");
  await visit(page, "/course-materials", page.getByText("A11y Charging Basics").first());
  await scan(page, "course materials");
  await scanDialog(page, page.getByRole("button", { name: "Submit Completion" }).first(), "Submit Completion", "completion dialog");
  await visit(page, `/course/${courseId}`, page.getByRole("heading", { name: "A11y Charging Basics" }));
  await scan(page, "course page (investor)");

  await visit(page, "/participation-plan", page.getByRole("heading", { name: "Annual Operating Plan" }));
  await scan(page, "participation plan");
  await scanDialog(page, page.getByRole("button", { name: "Start Logging Hours" }), "Service Hours Tracking", "hours dialog", async (dialog) => {
    await dialog.getByRole("tab", { name: "History" }).click();
    await scan(page, "hours dialog: history");
  });
  await scanDialog(page, page.getByRole("button", { name: "Log Education Credits" }), "Education Credits Tracking", "credits dialog");
  await scanDialog(page, page.getByRole("button", { name: "View My Progress" }), "My Progress", "progress dialog");

  await visit(page, "/profile/legal", page.getByRole("heading", { name: "Legal Profile", level: 1 }));
  await scan(page, "legal profile");
  // The entity's fields, and the form's errors, are part of the page too.
  await page.getByRole("radio", { name: /An entity/ }).check();
  await page.getByRole("button", { name: "Save legal profile" }).click();
  await expect(page.getByText("Signatory's title is required for an entity")).toBeVisible();
  await scan(page, "legal profile: entity with errors");

  // Issue 32: the security page, and its authenticator setup (QR code, key, the first code's field).
  await visit(page, "/profile/security", page.getByRole("heading", { name: "Security", level: 1 }));
  await scan(page, "security");
  // The passkey dialog (add; rename and remove are the same dialog with other fields).
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("dialog", { name: "Add a passkey" })).toBeVisible();
  await scan(page, "security: add a passkey dialog");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Add a passkey" })).toHaveCount(0);
  const setup = page.getByRole("form", { name: "Set up authenticator codes" });
  await setup.getByLabel("Your password").fill(PASSWORD);
  await setup.getByRole("button", { name: "Set up authenticator codes" }).click();
  await expect(page.getByTestId("totp-secret")).toBeVisible();
  await scan(page, "security: authenticator setup");

  await visit(page, "/deal-room", page.locator("main h1").first());
  await scan(page, "deal room");
  await page.getByRole("tab", { name: "Upload & Manage" }).click();
  await scan(page, "deal room: upload");

  await visit(page, "/templates", page.getByRole("heading", { name: "Template Review & Agreement Process" }));
  const start = page.getByRole("button", { name: "Start Template Review" });
  if (await start.isVisible()) await start.click();
  await expect(page.getByRole("button", { name: "Continue Review" })).toBeEnabled();
  await scan(page, "templates (investor)");
  await page.getByRole("tab", { name: /^Templates/ }).click();
  await page.getByRole("button", { name: "Open Master Service Agreement" }).click();
  await expect(page.getByRole("heading", { name: "Master Service Agreement" })).toBeVisible();
  await scan(page, "template workspace");
  await scanDropdown(page, page.getByRole("button", { name: "Review actions" }), "review actions");
  await page.getByRole("button", { name: "Review actions" }).click();
  await page.getByRole("menuitem", { name: "Mark as In Review" }).click();
  await expect(page.getByText("In Review", { exact: true })).toBeVisible();
  await selectInAgreement(page, "The Company shall keep each Charger available to the public");
  await scanDialog(page, page.getByRole("button", { name: "Add Redline" }), "Add redline", "redline dialog");
  // Issue 31 §5: the investor's side menu (My work alone) and My work.
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Investor tools" })).toBeVisible();
  await scan(page, "side menu (investor)");
  await page.keyboard.press("Escape");
  await visit(page, "/my-work", page.getByRole("heading", { name: "My work", level: 1 }));
  await scan(page, "my work (investor)");
  await visit(page, "/no-such-page", page.getByText(/not found/i).first());
  await scan(page, "not found (investor)");
  await page.context().close();
  expect(findings).toEqual([]);
});
