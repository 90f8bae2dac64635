// Templates: the seeded set, and the legal team's create, edit (version bump) and activation.
import { GET as list, POST as create } from "@/app/api/templates/route";
import { GET as getOne, PUT as edit } from "@/app/api/templates/[id]/route";
import { PATCH as setActive } from "@/app/api/templates/[id]/active/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { TEMPLATE_CATEGORIES } from "@/lib/agreements/statuses";

let employee: TestUser;
let investor: TestUser;
beforeAll(async () => {
  employee = await createUser("tp.employee", "employee");
  investor = await createUser("tp.investor");
});

const body = { title: "Side Letter", category: "disclosure", description: "For one investor", content: "1. SCOPE\n{{investor_name}} and {{company_name}} agree." };

it("a fresh database has one active template per category, with numbered sections and the placeholders", async () => {
  const templates = await (await getDb()).templateDocument.findMany();
  expect(templates.map((t) => t.category).sort()).toEqual([...TEMPLATE_CATEGORIES].sort());
  for (const t of templates) {
    expect(t).toMatchObject({ isActive: true, version: "1.0", contentType: "text/plain" });
    expect(t.content).toMatch(/^1\. /m);
    for (const p of ["{{investor_name}}", "{{company_name}}", "{{effective_date}}"]) expect(t.content).toContain(p);
  }
});

it("the legal team creates a template (version 1.0, audited); an investor may not", async () => {
  const res = await call(create, { cookie: employee.cookie, body });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ ...body, version: "1.0", isActive: true });
  expect(await (await getDb()).auditLog.count({ where: { event: "template.created", entityId: res.body.id } })).toBe(1);
  expect((await call(create, { cookie: investor.cookie, body })).status).toBe(403);
});

it("each edit bumps the version; a blank text is refused and changes nothing", async () => {
  const { body: t } = await call(create, { cookie: employee.cookie, body });
  const put = (content: string) => call(edit, { method: "PUT", cookie: employee.cookie, params: { id: t.id }, body: { ...body, content } });
  expect((await put("1. SCOPE\nRevised.")).body.version).toBe("1.1");
  expect((await put("1. SCOPE\nRevised again.")).body.version).toBe("1.2");
  const blank = await put("   ");
  expect(blank.status).toBe(400);
  expect(blank.body.error).toBe("Content is required");
  expect((await call(getOne, { cookie: employee.cookie, params: { id: t.id } })).body).toMatchObject({ version: "1.2", content: "1. SCOPE\nRevised again." });
  expect((await call(edit, { method: "PUT", cookie: employee.cookie, params: { id: "missing" }, body })).status).toBe(404);
});

it("a deactivated template disappears for investors (list and 404) and comes back when activated", async () => {
  const { body: t } = await call(create, { cookie: employee.cookie, body });
  const active = (isActive: boolean) => call(setActive, { method: "PATCH", cookie: employee.cookie, params: { id: t.id }, body: { isActive } });
  expect((await active(false)).body.isActive).toBe(false);
  const ids = async (u: TestUser) => (await call(list, { cookie: u.cookie })).body.map((x: { id: string }) => x.id);
  expect(await ids(investor)).not.toContain(t.id);
  expect(await ids(employee)).toContain(t.id);
  expect((await call(getOne, { cookie: investor.cookie, params: { id: t.id } })).status).toBe(404);
  await active(true);
  expect(await ids(investor)).toContain(t.id);
  expect((await call(getOne, { cookie: investor.cookie, params: { id: t.id } })).body).toMatchObject({ title: body.title, version: "1.0", category: "disclosure", content: body.content });
});
