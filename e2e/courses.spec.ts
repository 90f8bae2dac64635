// Issue 11's journey: an employee creates a course with a video and assigns it; the investor opens it
// (in progress) and submits a completion with a PDF certificate; the employee views the certificate and
// rejects it; the investor resubmits; the employee approves; the investor's course materials show 100 %
// and the credit hours. An investor the course is not assigned to gets 'Course Not Found'.
import { test, expect, request, type Browser, type Locator, type Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { adminApi, createUser, PASSWORD, signIn, uniqueName, type E2EUser } from "./support/users";

test.describe.configure({ mode: "serial" });

const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n", "latin1");

async function open(browser: Browser, user: E2EUser, path: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, user, path);
  return page;
}

// Not by role: while a modal dialog is open, Radix hides everything outside it (the toasts too).
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function completionsRow(staff: Page, title: string) {
  await staff.goto("/courses");
  await staff.getByRole("tab", { name: "Completions" }).click();
  await staff.getByRole("searchbox", { name: "Search completions" }).fill(title);
  const row = staff.getByRole("table", { name: "Course completions" }).getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  return row;
}

test("a course from creation to an approved completion, and 'Course Not Found' for someone else", async ({ browser }) => {
  // Eight signed-in pages and two axe scans: longer than a single-screen journey.
  test.setTimeout(240_000);
  const baseURL = test.info().project.use.baseURL!;
  const employee = await createUser(baseURL, "employee");
  const investor = await createUser(baseURL, "external");
  const stranger = await createUser(baseURL, "external");
  const title = uniqueName("EV Charging 101");

  // The employee creates the course with a video, then assigns it.
  const staff = await open(browser, employee, "/courses");
  await expect(staff.getByRole("heading", { name: "Course Management" })).toBeVisible();
  await staff.getByRole("button", { name: "Create Course" }).first().click();
  const create = staff.getByRole("dialog", { name: "Create Course" });
  await create.getByLabel("Title").fill(title);
  await create.getByLabel("Credit Hours").fill("2.5");
  await create.getByLabel("Video URL").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await create.getByLabel("Course Content").fill("Module 1: AC and DC charging\nModule 2: <b>Site</b> selection");
  await create.getByRole("button", { name: "Create Course" }).click();
  await expect(toast(staff, "Course created successfully")).toBeVisible();
  await expect(create).toBeHidden();
  await expectAccessible(staff);

  await staff.getByRole("tab", { name: "Assignments" }).click();
  await staff.getByRole("button", { name: "Assign Course" }).click();
  const assign = staff.getByRole("dialog", { name: "Assign Course" });
  await assign.getByRole("combobox", { name: "Course" }).click();
  await staff.getByRole("option", { name: title }).click();
  await assign.getByRole("combobox", { name: "User" }).click();
  await staff.getByRole("option", { name: investor.username }).click();
  await assign.getByRole("button", { name: "Assign Course" }).click();
  await expect(toast(staff, "Course assigned successfully")).toBeVisible();
  await staff.getByRole("searchbox", { name: "Search assignments" }).fill(title);
  await expect(staff.getByRole("table", { name: "Course assignments" }).getByRole("row").filter({ hasText: title })).toContainText("Assigned");

  // The investor (on a phone) opens the course: the video plays privacy-enhanced, the content is text.
  const learner = await open(browser, investor, "/course-materials", 375);
  const card = learner.getByRole("listitem").filter({ hasText: title });
  await expect(card).toContainText("Not started");
  await expectAccessible(learner);
  await card.getByRole("link", { name: "View Course" }).click();
  await expect(learner.getByRole("heading", { name: title })).toBeVisible();
  await expect(learner.locator("iframe")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  await expect(learner.getByText("Module 2: <b>Site</b> selection")).toBeVisible();
  await expect(learner.getByLabel("Course information")).toContainText("In Progress");
  const courseUrl = learner.url();

  // Submits a completion with a PDF certificate.
  await learner.getByRole("button", { name: "Submit Completion" }).first().click();
  const submit = learner.getByRole("dialog", { name: "Submit Completion" });
  await submit.getByLabel("Certificate (optional)").setInputFiles({ name: "certificate.pdf", mimeType: "application/pdf", buffer: PDF });
  await submit.getByRole("button", { name: "Submit Completion" }).click();
  await expect(toast(learner, "Course completion submitted for review")).toBeVisible();
  await expect(learner.getByRole("button", { name: "Under Review" })).toBeDisabled();

  // The employee views the certificate and rejects the completion with a reason.
  let row = await completionsRow(staff, title);
  const href = await row.getByRole("link", { name: /View Certificate/ }).getAttribute("href");
  const file = await staff.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  const outsider = await open(browser, stranger, "/dashboard");
  expect((await outsider.request.get(href!)).status()).toBe(404);
  await row.getByRole("button", { name: /^Reject/ }).click();
  const reject = staff.getByRole("dialog", { name: "Reject completion" });
  await expect(reject.getByRole("button", { name: "Reject completion" })).toBeDisabled();
  await reject.getByLabel("Reason").fill("The certificate is not legible");
  await reject.getByRole("button", { name: "Reject completion" }).click();
  await expect(toast(staff, "Course completion rejected")).toBeVisible();
  await expect(row).toContainText("Reviewed");

  // The investor reads the reason and resubmits.
  await learner.goto("/course-materials");
  await expect(card).toContainText("The certificate is not legible");
  await card.getByRole("button", { name: "Resubmit Completion" }).click();
  await learner.getByRole("dialog", { name: "Submit Completion" }).getByRole("button", { name: "Submit Completion" }).click();
  await expect(toast(learner, "Course completion submitted for review")).toBeVisible();

  // The employee approves.
  row = await completionsRow(staff, title);
  await row.getByRole("button", { name: /^Approve/ }).click();
  await expect(toast(staff, "Course completion approved")).toBeVisible();
  await expect(row).toContainText("Reviewed");

  // The investor's course materials: 100 % and the credit hours.
  await learner.goto("/course-materials");
  await expect(learner.getByText("100%")).toBeVisible();
  await expect(learner.getByText(/2\.5\s+of 2\.5 credit hours completed/)).toBeVisible();
  await expect(card.getByRole("button", { name: "Completed" })).toBeDisabled();

  // Someone the course is not assigned to.
  const other = await open(browser, stranger, new URL(courseUrl).pathname);
  await expect(other.getByText("Course Not Found")).toBeVisible();
  await expect(other.getByText("The course you're looking for doesn't exist or you don't have access to it.")).toBeVisible();
  await expect(other.getByRole("link", { name: "Back to Course Materials" })).toHaveAttribute("href", "/course-materials");
});

/** Nothing on the page scrolls sideways, and the control sits wholly inside the window. */
async function reachable(page: Page, control: Locator) {
  await expect(control).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth), "the page scrolls sideways").toBeLessThanOrEqual(0);
  const box = await control.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expect(control).toBeInViewport({ ratio: 1 });
}

test("the staff tables show every action at 375 px without sideways scrolling; Edit stays in view beside a 120-character title at 1280 px", async ({ browser }) => {
  test.setTimeout(180_000);
  const baseURL = test.info().project.use.baseURL!;
  const api = await adminApi(baseURL);
  const employee = await createUser(baseURL, "employee");
  const investor = await createUser(baseURL, "external");
  // 120 characters, one of them a single 60-letter word: it must wrap anywhere, not widen the table.
  const title = `${uniqueName("Long title")} ${"Interoperability".repeat(4)} `.padEnd(120, "x");
  expect(title).toHaveLength(120);
  const course = await api.post("/api/admin/courses", { data: { title, creditHours: "2" } });
  expect(course.status()).toBe(201);
  const courseId: string = (await course.json()).id;
  const assigned = await api.post("/api/admin/course-assignments", { data: { courseId, userId: investor.id } });
  expect(assigned.status()).toBe(201);
  const assignmentId: string = (await assigned.json()).id;
  const own = await request.newContext({ baseURL });
  expect((await own.post("/api/auth/login", { data: { username: investor.username, password: PASSWORD } })).status()).toBe(200);
  const submitted = await own.post("/api/course-completions", { multipart: { assignmentId, courseId, completionDate: "2026-01-05" } });
  expect(submitted.status()).toBe(201);
  await own.dispose();
  const templates: { id: string }[] = await (await api.get("/api/templates")).json();
  expect((await api.post("/api/templates/assign", { data: { investorId: investor.id, templateIds: templates.map((t) => t.id).slice(0, 1) } })).ok()).toBe(true);

  const staff = await open(browser, employee, "/courses");
  await staff.getByRole("searchbox", { name: "Search courses" }).fill(title);
  await reachable(staff, staff.getByRole("table", { name: "Courses" }).getByRole("button", { name: `Edit ${title}` }));

  await staff.setViewportSize({ width: 375, height: 800 });
  // The same tables, each row laid out as a card (components/ui/data-table.tsx), every button within the phone's width.
  await expect(staff.getByRole("table", { name: "Courses" }).locator("tbody tr").first()).toHaveCSS("display", "flex");
  await reachable(staff, staff.getByRole("table", { name: "Courses" }).getByRole("button", { name: `Edit ${title}` }));
  await staff.goto(`/courses?tab=completions&search=${encodeURIComponent(title)}`);
  const completion = staff.getByRole("table", { name: "Course completions" }).locator("tbody tr");
  await reachable(staff, completion.getByRole("button", { name: /^Approve/ }));
  await reachable(staff, completion.getByRole("button", { name: /^Reject/ }));
  await staff.goto(`/negotiations?investor=${investor.id}`);
  await reachable(staff, staff.getByRole("table", { name: "Template versions" }).getByRole("button", { name: /^Open / }).first());
  await staff.goto("/templates/manage");
  await reachable(staff, staff.getByRole("table", { name: "Agreement templates" }).getByRole("button", { name: /^Edit / }).first());
  await staff.goto(`/service-hours/review?tab=progress&search=${encodeURIComponent(investor.username)}`);
  await reachable(staff, staff.getByRole("table", { name: /^Investor progress/ }).getByRole("link", { name: /^ZIP/ }));
  await expectAccessible(staff);
});
