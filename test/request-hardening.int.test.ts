// The request-level rules every route shares (lib/route.ts): bodies are JSON only, no text anywhere may
// carry control characters, malformed paths are a 400, and signed-in answers are never cached.
import { GET as me } from "@/app/api/auth/me/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as listProjects, POST as createProject } from "@/app/api/projects/route";
import { GET as getProject, PUT as updateProject } from "@/app/api/projects/[id]/route";
import { POST as addComment } from "@/app/api/projects/[id]/comments/route";
import { POST as addTask } from "@/app/api/projects/[id]/tasks/route";
import { GET as listUsers } from "@/app/api/users/route";
import { GET as stats } from "@/app/api/dashboard/stats/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { makeAvailableProject } from "@/test/factories/projects";

const project = {
  deploymentQuarter: "Q1'25",
  stage: "Committed",
  client: "Acme Fleet",
  address: "1 Main St",
  purpose: "Depot",
  type: "L2",
  numberOfChargers: 2,
  numberOfSpaces: 4,
  projectCost: "1000",
};

let employee: TestUser;
let investor: TestUser;
beforeAll(async () => {
  employee = await createUser("hard.employee", "employee");
  investor = await createUser("hard.investor");
});

async function counts() {
  const db = await getDb();
  return { projects: await db.project.count(), comments: await db.projectComment.count(), tasks: await db.projectTask.count(), audit: await db.auditLog.count() };
}

describe("bodies are JSON only", () => {
  it.each([
    ["text/plain", JSON.stringify(project)],
    ["application/x-www-form-urlencoded", "client=Acme&address=1+Main+St"],
    ["multipart/form-data; boundary=b", '--b\r\nContent-Disposition: form-data; name="client"\r\n\r\nAcme\r\n--b--\r\n'],
    ["", JSON.stringify(project)],
  ])("a %j body is refused with 415 and creates nothing", async (type, raw) => {
    const before = await counts();
    const res = await call(createProject, { cookie: employee.cookie, method: "POST", rawBody: raw, headers: type ? { "content-type": type } : {} });
    expect(res.status).toBe(415);
    expect(res.body.error).toBe("Content-Type must be application/json");
    expect(await counts()).toEqual(before);
  });

  it("application/json with a charset is JSON", async () => {
    const res = await call(createProject, { cookie: employee.cookie, method: "POST", rawBody: JSON.stringify(project), headers: { "content-type": "application/json; charset=utf-8" } });
    expect(res.status).toBe(201);
  });

  it("a login posted as a form is refused before the password is checked", async () => {
    const res = await call(login, { method: "POST", rawBody: JSON.stringify({ username: "hard.investor", password: "x" }), headers: { "content-type": "text/plain" } });
    expect(res.status).toBe(415);
  });
});

describe("nesting has a cap", () => {
  const deep = (n: number) => `{"client":${"[".repeat(n)}${"]".repeat(n)}}`;

  it.each([
    ["login", login, undefined],
    ["a project create", createProject, "employee"],
  ] as const)("JSON nested 5,000 levels deep is a 400 on %s, and nothing is written", async (_name, handler, who) => {
    const before = await counts();
    const res = await call(handler, { cookie: who ? employee.cookie : undefined, method: "POST", rawBody: deep(5000), headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Request body is nested too deeply (more than 400 levels)");
    expect(await counts()).toEqual(before);
  });

  it("a body within the cap is judged by its schema as before", async () => {
    const res = await call(createProject, { cookie: employee.cookie, method: "POST", rawBody: deep(50), headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.body.error).not.toMatch(/nested/);
  });
});

describe("control characters are refused everywhere, once", () => {
  it.each(["client", "address", "purpose", "engineeringNotes"])("a NUL in %s is a 400 naming the field, and nothing is written", async (field) => {
    const before = await counts();
    const res = await call(createProject, { cookie: employee.cookie, body: { ...project, [field]: "before\u0000after" } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`${field} must not contain control characters or invalid Unicode`);
    expect(await counts()).toEqual(before);
  });

  it("an update, a comment and a task with control characters change nothing", async () => {
    const p = await makeAvailableProject();
    const before = await counts();
    const put = await call(updateProject, { cookie: employee.cookie, method: "PUT", params: { id: p.id }, body: { client: "x\u0000" } });
    const comment = await call(addComment, { cookie: investor.cookie, params: { id: p.id }, body: { content: "hi\u0007" } });
    const task = await call(addTask, { cookie: employee.cookie, params: { id: p.id }, body: { title: "t", description: "\u001b[31m" } });
    expect([put.status, comment.status, task.status]).toEqual([400, 400, 400]);
    expect(await counts()).toEqual(before);
    expect((await (await getDb()).project.findUnique({ where: { id: p.id } }))?.client).toBe(p.client);
  });

  it("tabs and line breaks stay ordinary text", async () => {
    const res = await call(createProject, { cookie: employee.cookie, body: { ...project, engineeringNotes: "line 1\r\n\tline 2" } });
    expect(res.status).toBe(201);
  });

  it("a NUL in a login name, a search or an id is a 400, not a 500", async () => {
    expect((await call(login, { body: { username: "inv\u0000", password: "x" } })).status).toBe(400);
    const search = await call(listProjects, { cookie: investor.cookie, url: "/api/projects?search=%00" });
    expect(search.status).toBe(400);
    expect(search.body.error).toBe("search must not contain control characters or invalid Unicode");
    const id = await call(getProject, { cookie: investor.cookie, params: { id: "abc\u0000" } });
    expect(id.status).toBe(400);
  });
});

describe("signed-in answers are never cached", () => {
  it.each([
    ["GET /api/auth/me", me],
    ["GET /api/projects", listProjects],
    ["GET /api/users", listUsers],
    ["GET /api/dashboard/stats", stats],
  ] as const)("%s carries Cache-Control: no-store", async (_name, handler) => {
    const res = await call(handler, { cookie: employee.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("so do errors", async () => {
    const res = await call(getProject, { cookie: investor.cookie, params: { id: "missing" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
