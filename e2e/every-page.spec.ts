// Issue 29: every page a user can reach answers whole, for every kind of caller, over data in every state its
// screen shows. Each answer must end with </html> within a few seconds, never be a 5xx, never carry an
// error boundary's text or a failed render's digest, and the server must log no render error meanwhile
// (such as "Attempted to call X() from the server"). Requests go over raw HTTP so that path oddities
// (`/dashboard/..`, `/msa/%2e%2e`) reach the server as typed.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { test, expect, request, type APIRequestContext } from "@playwright/test";
import { adminApi, createUser, PASSWORD, type E2EUser } from "./support/users";
import { apiAs } from "./support/readiness";
import { serverPlaces } from "./support/server";
import { createProject } from "./support/projects";
import { approvedMsaVersion, executeMsa, finalizeVersion } from "./support/msa";

const PAGE_TIME_LIMIT_MS = 5_000;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

/** The texts of every error boundary under app/ (`message="…"`): none may appear in a page. */
function errorBoundaryTexts(dir = "app"): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return errorBoundaryTexts(file);
    if (entry.name !== "error.tsx") return [];
    return [...fs.readFileSync(file, "utf8").matchAll(/message="([^"]+)"/g)].map((m) => m[1]);
  });
}

type Answer = { status: number; type: string; body: string; ms: number; finalPath: string };

/** A GET with the caller's cookie, the path sent exactly as written; redirects followed (up to 5). */
function get(baseURL: string, rawPath: string, cookie: string): Promise<Answer> {
  const started = Date.now();
  const hop = (target: string, left: number): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const url = new URL(baseURL);
      const req = http.request({ host: url.hostname, port: url.port, method: "GET", path: target, headers: { cookie, accept: "text/html" }, timeout: 15_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const status = res.statusCode ?? 0;
          const location = res.headers.location;
          if (status >= 300 && status < 400 && location && left > 0) {
            const next = new URL(location, `${baseURL}${target.startsWith("/") ? "" : "/"}`);
            resolve(hop(next.pathname + next.search, left - 1));
          } else resolve({ status, type: String(res.headers["content-type"] ?? ""), body: Buffer.concat(chunks).toString("utf8"), ms: Date.now() - started, finalPath: target });
        });
      });
      req.on("timeout", () => req.destroy(new Error(`no answer within 15 s for ${target}`)));
      req.on("error", reject);
      req.end();
    });
  return hop(rawPath, 5);
}

async function cookieOf(ctx: APIRequestContext | null): Promise<string> {
  if (!ctx) return "";
  return (await ctx.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

type Caller = { name: string; cookie: string };
type Ids = {
  courses: Record<string, string>;
  msas: Record<string, string>;
  versions: Record<string, string>;
  projects: Record<string, string>;
  investors: Record<string, string>;
  shares: Record<string, string>;
};

const STATIC_PAGES = [
  "/",
  "/dashboard",
  "/dashboard?page=999",
  "/dashboard?stage=Bogus&sort=nope",
  "/deal-room",
  "/courses",
  "/course-materials",
  "/participation-plan",
  "/participation-plan?year=1999",
  "/print/participation-plan",
  "/pipeline",
  "/pipeline?idle=1&search=zzz-nothing",
  "/reports",
  "/reports?days=7",
  "/service-hours/review",
  "/service-hours/review?tab=credits",
  "/templates",
  "/templates/manage",
  "/negotiations",
  "/admin/documents",
  "/api-docs",
  "/profile/legal",
  "/profile/security",
  "/profile/email",
  "/profile/notifications",
  // Issue 32 §3: where the switch sends an account without a second factor (the others go on to Security).
  "/enrol-second-factor",
  "/admin/mail-log",
  // Issue 31 §5: My work, with each side-menu dialog it can open and a name it ignores.
  "/my-work",
  "/my-work?open=user-management",
  "/my-work?open=project-reservations",
  "/my-work?open=import-csv",
  "/login",
  // Issue 32's second step: with no pending login it sends the visitor back to the password.
  "/login/verify",
  "/login/verify?factor=recovery",
  "/register",
  // Issue 31: the mailed links' public pages, with no token, a malformed one and an unknown one (the GET changes nothing).
  "/forgot-password",
  "/reset-password",
  "/reset-password?token=short",
  "/reset-password?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  "/verify-email",
  "/verify-email?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  "/unsubscribe",
  "/unsubscribe?token=AAAA.decisions.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
];

const ODD_PATHS = ["/dashboard/..", "/deal-room/..", "/msa/..", "/msa/%2e%2e", "/dashboard/", "/%2e%2e/dashboard", "/course/%zz", "/project/%2e%2e/edit", "/no-such-page"];

function pagesFor(ids: Ids): string[] {
  const each = <T extends Record<string, string>>(record: T, to: (id: string) => string) => Object.values(record).map(to);
  return [
    ...STATIC_PAGES,
    ...each(ids.courses, (id) => `/course/${id}`),
    ...each(ids.msas, (id) => `/msa/${id}`),
    ...each(ids.versions, (id) => `/msa/${id}`),
    ...each(ids.versions, (id) => `/negotiations/${id}/finalize`),
    ...each(ids.projects, (id) => `/project/${id}/edit`),
    ...each(ids.investors, (id) => `/admin/documents/${id}`),
    ...each(ids.shares, (token) => `/shared/msa/${token}`),
    ...ODD_PATHS,
  ];
}

/** yyyy-MM-dd, `days` from today (UTC). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const ids: Ids = { courses: {}, msas: {}, versions: {}, projects: {}, investors: {}, shares: {} };
const callers: Caller[] = [];
let staff: APIRequestContext;
const contexts: APIRequestContext[] = [];

/** The answer's JSON, once it is known to be a success; most callers need only the new record's id. */
async function ok<T = { id: string }>(res: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Five courses for the investor: assigned, opened, submitted, approved, rejected. */
async function coursesInEveryState(own: APIRequestContext, investor: E2EUser) {
  for (const state of ["assigned", "opened", "submitted", "approved", "rejected"]) {
    const course = await ok(await staff.post("/api/admin/courses", { data: { title: `Every page: ${state}`, creditHours: "1.5", content: `Module for ${state}` } }), "course");
    const assignment = await ok(await staff.post("/api/admin/course-assignments", { data: { courseId: course.id, userId: investor.id } }), "assignment");
    ids.courses[state] = course.id;
    if (state === "assigned") continue;
    await ok(await own.get(`/api/course-assignments/course/${course.id}`), "open the course");
    if (state === "opened") continue;
    const completion = await ok(
      await own.post("/api/course-completions", { multipart: { assignmentId: assignment.id, courseId: course.id, completionDate: "2026-01-05" } }),
      "completion",
    );
    if (state === "submitted") continue;
    const decision = state === "approved" ? { status: "approved" } : { status: "rejected", rejectionReason: "The certificate is unreadable." };
    await ok(await staff.patch(`/api/admin/course-completions/${completion.id}`, { data: decision }), "review the completion");
  }
  ids.courses.unknown = UNKNOWN;
}

/** Hours and credits pending, approved and rejected; deal-room documents provided, accepted and rejected. */
async function entriesInEveryState(own: APIRequestContext, investor: E2EUser) {
  for (const [i, decision] of ["pending", "approved", "rejected"].entries()) {
    const hours = await ok(
      await own.post("/api/service-hours", { data: { serviceDate: `2026-02-0${i + 1}`, hours: "2", category: "monitoring", description: `Site check (${decision})` } }),
      "hours",
    );
    const credit = await ok(
      await own.post("/api/education-credits", { data: { courseName: `Course (${decision})`, provider: "Institute", creditHours: "1", completionDate: `2026-02-0${i + 1}` } }),
      "credit",
    );
    if (decision === "approved") {
      await ok(await staff.post(`/api/admin/service-hours/${hours.id}/approve`, { data: {} }), "approve hours");
      await ok(await staff.post(`/api/admin/education-credits/${credit.id}/approve`, { data: {} }), "approve credit");
    } else if (decision === "rejected") {
      await ok(await staff.post(`/api/admin/service-hours/${hours.id}/reject`, { data: { reason: "No evidence" } }), "reject hours");
      await ok(await staff.post(`/api/admin/education-credits/${credit.id}/reject`, { data: { reason: "No certificate" } }), "reject credit");
    }
  }
  for (const [documentType, decision] of [["appraisal_poles_value", "accepted"], ["lsa_vendor_agreements", "rejected"], ["insurance_warranty_documents", null]] as const) {
    const saved = await ok(await own.post("/api/documents", { data: { documentType, userId: investor.id, googleDocUrl: `https://docs.google.com/document/d/${documentType}` } }), "document");
    if (decision) await ok(await staff.post(`/api/admin/documents/${saved.id}/review`, { data: decision === "accepted" ? { decision } : { decision, reason: "Wrong year" } }), "review document");
  }
}

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(300_000);
  staff = await adminApi(baseURL!);
  const employee = await createUser(baseURL!, "employee", { prefix: "pages.employee" });
  const pendingUser = await createUser(baseURL!, "external", { prefix: "pages.pending", approve: false });
  const holder = await createUser(baseURL!, "external", { prefix: "pages.holder" });
  const other = await createUser(baseURL!, "external", { prefix: "pages.other" });
  const newcomer = await createUser(baseURL!, "external", { prefix: "pages.new" });
  const unsigned = await createUser(baseURL!, "external", { prefix: "pages.unsigned" });
  const [own, otherOwn, unsignedOwn] = await Promise.all([apiAs(baseURL!, holder), apiAs(baseURL!, other), apiAs(baseURL!, unsigned)]);
  contexts.push(own, otherOwn, unsignedOwn);

  // Projects: one the holder holds with the other investor waiting in line, one pending, one not shared.
  const held = await createProject(baseURL!, "Pages Held", { stage: "Committed", sharedWithInvestors: true });
  const pending = await createProject(baseURL!, "Pages Pending", { stage: "Committed", sharedWithInvestors: true });
  const hidden = await createProject(baseURL!, "Pages Hidden", { stage: "Pipeline", sharedWithInvestors: false });
  await ok(await own.post(`/api/projects/${held.id}/reserve`), "reserve");
  await ok(await staff.post(`/api/admin/projects/${held.id}/approve-reservation`, { data: {} }), "approve reservation");
  await ok(await otherOwn.post(`/api/projects/${held.id}/waitlist`), "join the waitlist");
  await ok(await own.post(`/api/projects/${pending.id}/reserve`), "reserve (pending)");
  Object.assign(ids.projects, { held: held.id, pending: pending.id, hidden: hidden.id, unknown: UNKNOWN });

  await coursesInEveryState(own, holder);
  await entriesInEveryState(own, holder);
  // My work: the employee's overdue task and one due next week.
  for (const [title, dueDate] of [["Every page: overdue task", "2020-01-02"], ["Every page: task due soon", dayFromToday(3)]]) {
    await ok(await staff.post(`/api/projects/${held.id}/tasks`, { data: { title, assignedTo: employee.id, dueDate } }), "task");
  }

  // Agreements: executed (the holder), finalized and unsigned, and a draft under review (the other investor).
  ids.msas.executed = await executeMsa(staff, own, holder.id);
  ids.msas.finalized = await finalizeVersion(staff, await approvedMsaVersion(staff, unsigned.id));
  const templates: { id: string; category: string }[] = await (await staff.get("/api/templates")).json();
  const msaTemplate = templates.find((t) => t.category === "msa")!.id;
  await ok(await staff.post("/api/templates/assign", { data: { investorId: other.id, templateIds: [msaTemplate] } }), "assign");
  const draft = await ok(await staff.get(`/api/templates/versions/${msaTemplate}?investor=${other.id}`), "draft version");
  await ok(await otherOwn.patch(`/api/templates/versions/${draft.id}/status`, { data: { status: "reviewing" } }), "mark in review");
  ids.versions.draft = draft.id;
  ids.versions.unknown = UNKNOWN;
  ids.msas.unknown = UNKNOWN;
  const executed = await ok<{ versionId: string }>(await own.get(`/api/templates/msa/${ids.msas.executed}`), "executed MSA");
  ids.versions.executed = executed.versionId;

  // Share links: view only, with download, revoked; and a token nobody issued.
  const share = (allowDownload: boolean) => own.post(`/api/templates/msa/${ids.msas.executed}/share`, { data: { allowDownload } });
  type Created = { shareUrl: string; link: { id: string } };
  const viewOnly = await ok<Created>(await share(false), "share (view only)");
  const withDownload = await ok<Created>(await share(true), "share (download)");
  const revoked = await ok<Created>(await share(false), "share (revoked)");
  await ok(await own.delete(`/api/templates/msa/${ids.msas.executed}/share/${revoked.link.id}`), "revoke");
  const tokenOf = (created: { shareUrl: string }) => new URL(created.shareUrl).pathname.split("/").pop()!;
  Object.assign(ids.shares, { viewOnly: tokenOf(viewOnly), download: tokenOf(withDownload), revoked: tokenOf(revoked), unknown: "not-a-token" });

  // The holder's tax pack for the year (audited when made).
  expect((await own.get("/api/tax-pack?year=2026")).status()).toBe(200);
  Object.assign(ids.investors, { holder: holder.id, newcomer: newcomer.id, unknown: UNKNOWN });

  const pendingCtx = await request.newContext({ baseURL });
  expect((await pendingCtx.post("/api/auth/login", { data: { username: pendingUser.username, password: PASSWORD } })).status()).toBeGreaterThanOrEqual(400);
  contexts.push(pendingCtx);
  const [employeeCtx, newcomerCtx] = await Promise.all([apiAs(baseURL!, employee), apiAs(baseURL!, newcomer)]);
  contexts.push(employeeCtx, newcomerCtx);
  callers.push(
    { name: "signed out", cookie: "" },
    { name: "pending", cookie: await cookieOf(pendingCtx) },
    { name: "investor holding deals", cookie: await cookieOf(own) },
    { name: "another investor", cookie: await cookieOf(otherOwn) },
    { name: "investor with nothing yet", cookie: await cookieOf(newcomerCtx) },
    { name: "investor with an unsigned MSA", cookie: await cookieOf(unsignedOwn) },
    { name: "employee", cookie: await cookieOf(employeeCtx) },
  );
});

test.afterAll(async () => {
  await staff?.put("/api/admin/reservation-settings", { data: { requireReadiness: false } });
  await Promise.all(contexts.map((ctx) => ctx.dispose()));
});

async function visitAll(baseURL: string, label: string): Promise<string[]> {
  const boundaryTexts = errorBoundaryTexts();
  expect(boundaryTexts.length).toBeGreaterThan(10);
  const failures: string[] = [];
  for (const caller of callers) {
    for (const page of pagesFor(ids)) {
      const where = `${label} · ${caller.name} · GET ${page}`;
      let answer: Answer;
      try {
        answer = await get(baseURL, page, caller.cookie);
      } catch (err) {
        failures.push(`${where}: ${(err as Error).message}`);
        continue;
      }
      const { status, type, body, ms, finalPath } = answer;
      if (status >= 500) failures.push(`${where}: ${status}`);
      if (ms > PAGE_TIME_LIMIT_MS) failures.push(`${where}: ${ms} ms`);
      // A URL the server cannot decode is refused before routing, as a JSON 400 that names it.
      const refusedUrl = status === 400 && type.includes("json") && body === JSON.stringify({ error: "Malformed URL" });
      if (!refusedUrl && !body.trimEnd().endsWith("</html>")) failures.push(`${where} (→ ${finalPath}): the answer is not a whole page`);
      // A render error leaves its digest (a hash) where the part should be; parts that render only in the
      // browser (next/dynamic with ssr: false) leave an empty one, and redirects and not-found name themselves.
      const digest = /data-dgst="(?!NEXT_|BAILOUT_)([^"]+)"/.exec(body);
      if (digest) failures.push(`${where}: a render failed (digest ${digest[1]})`);
      for (const text of boundaryTexts) if (body.includes(text)) failures.push(`${where}: shows "${text}"`);
    }
  }
  return failures;
}

function serverLogSince(offset: number): string {
  const log = fs.readFileSync(serverPlaces().log);
  return log.subarray(offset).toString("utf8");
}

test("every page answers whole for every caller over data in every state", async ({ baseURL }) => {
  test.setTimeout(600_000);
  const offset = fs.statSync(serverPlaces().log).size;
  const failures = await visitAll(baseURL!, "readiness off");
  await ok(await staff.put("/api/admin/reservation-settings", { data: { requireReadiness: true } }), "readiness on");
  failures.push(...(await visitAll(baseURL!, "readiness on")));
  expect(failures).toEqual([]);
  const log = serverLogSince(offset);
  expect(log).not.toContain("Attempted to call");
  expect(log.split("\n").filter((line) => line.includes("⨯"))).toEqual([]);
});

test("My work shows each role what is due: the employee's tasks and queues, each investor what they still owe", async ({ baseURL }) => {
  const page = async (caller: string) => (await get(baseURL!, "/my-work", callers.find((c) => c.name === caller)!.cookie)).body;
  const staffPage = await page("employee");
  expect(staffPage).toContain("Every page: overdue task");
  expect(staffPage).toContain("Every page: task due soon");
  expect(staffPage).toContain("Overdue");
  expect(staffPage).toContain("Reservation requests");
  expect(staffPage).toContain('href="/my-work?open=user-management"');
  // The holder: a rejected document, courses to hand in; the unsigned investor: their MSA; the newcomer: documents missing.
  expect(await page("investor holding deals")).toContain("Replace the rejected");
  expect(await page("investor with an unsigned MSA")).toContain(`href="/msa/${ids.msas.finalized}"`);
  expect(await page("investor with nothing yet")).toContain("9 deal-room documents are missing");
  expect(await page("another investor")).not.toContain("Replace the rejected");
});

test("a share link with download on opens with its download buttons, and each opening counts once", async ({ baseURL }) => {
  // It failed with 'Failed to fetch MSA' before (issue 29), and the failed opens were counted.
  type Links = { links: { viewCount: number; allowDownload: boolean; revokedAt: string | null }[] };
  const views = ({ links }: Links) => links.find((l) => l.allowDownload)!.viewCount;
  const before = await ok<Links>(await staff.get(`/api/templates/msa/${ids.msas.executed}/share`), "links");
  const answer = await get(baseURL!, `/shared/msa/${ids.shares.download}`, "");
  expect(answer.status).toBe(200);
  expect(answer.body).toContain("Download PDF");
  const after = await ok<Links>(await staff.get(`/api/templates/msa/${ids.msas.executed}/share`), "links");
  expect(views(after)).toBe(views(before) + 1);
});
