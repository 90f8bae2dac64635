import { GET as listComments, POST as addComment } from "@/app/api/projects/[id]/comments/route";
import { DELETE as deleteComment } from "@/app/api/comments/[id]/route";
import { getDb } from "@/lib/db";
import { makeProject } from "@/test/factories/projects";
import { call } from "@/test/http";
import { createCast } from "@/test/factories/users";

type Cast = Awaited<ReturnType<typeof createCast>>;
let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

const post = (who: keyof Cast, projectId: string, content: unknown) =>
  call(addComment, { cookie: cast[who].cookie, params: { id: projectId }, body: { content, projectId } });

describe("engineering updates", () => {
  it("adds an update to a Committed project (201), lists it newest first, and audits it", async () => {
    const p = await makeProject({ stage: "Committed", sharedWithInvestors: true });
    const first = await post("employee", p.id, "  Switchgear ordered  ");
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ projectId: p.id, userId: cast.employee.id, authorUsername: cast.employee.username, content: "Switchgear ordered" });
    await post("external", p.id, "Looking forward to it");

    const list = await call(listComments, { cookie: cast.employee.cookie, params: { id: p.id } });
    expect(list.status).toBe(200);
    expect(list.body.map((c: { content: string }) => c.content)).toEqual(["Looking forward to it", "Switchgear ordered"]);
    expect(Object.keys(list.body[0]).sort()).toEqual(["authorUsername", "content", "createdAt", "id", "projectId", "userId"]);

    const db = await getDb();
    const audit = await db.auditLog.findFirst({ where: { entityType: "comment", entityId: first.body.id } });
    expect(audit).toMatchObject({ event: "comment.created", action: "create", userId: cast.employee.id, newValues: { projectId: p.id, content: "Switchgear ordered" } });
  });

  it("refuses updates on projects that are not Committed with 409", async () => {
    const db = await getDb();
    for (const stage of ["Pipeline", "Best Case", "Contracted", "Deployed"] as const) {
      const p = await makeProject({ stage });
      const res = await post("employee", p.id, "text");
      expect(res.status).toBe(409);
      expect(res.body.error).toBe("Engineering updates can only be added to Committed projects");
      expect(await db.projectComment.count({ where: { projectId: p.id } })).toBe(0);
    }
  });

  it("keeps the history readable after the project leaves Committed, and read-only: its author cannot delete it", async () => {
    const db = await getDb();
    const p = await makeProject({ stage: "Committed" });
    const added = await post("employee", p.id, "Permits filed");
    expect(added.status).toBe(201);
    await db.project.update({ where: { id: p.id }, data: { stage: "Deployed" } });
    const listed = await call(listComments, { cookie: cast.employee.cookie, params: { id: p.id } });
    expect(listed.body.map((c: { content: string }) => c.content)).toEqual(["Permits filed"]);
    const del = await call(deleteComment, { cookie: cast.employee.cookie, method: "DELETE", params: { id: added.body.id } });
    expect(del).toMatchObject({ status: 409, body: { error: "Engineering updates are read-only once the project has left Committed" } });
    expect(await db.projectComment.count({ where: { projectId: p.id } })).toBe(1);
  });

  it.each([
    ["", "Content is required"],
    ["   ", "Content is required"],
    [undefined, "Content is required"],
    ["x".repeat(5001), "Content must be at most 5000 characters"],
  ])("refuses content %j with 400", async (content, message) => {
    const p = await makeProject();
    const res = await post("employee", p.id, content);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it("hides an unshared project's updates from investors (404) and never shows another investor's name nor an employee's account", async () => {
    const hidden = await makeProject({ sharedWithInvestors: false });
    expect((await call(listComments, { cookie: cast.external.cookie, params: { id: hidden.id } })).status).toBe(404);
    expect((await post("external", hidden.id, "hi")).status).toBe(404);
    expect((await call(listComments, { cookie: cast.employee.cookie, params: { id: "unknown" } })).status).toBe(404);

    const shared = await makeProject({ sharedWithInvestors: true });
    await post("otherExternal", shared.id, "Olga's question");
    await post("employee", shared.id, "Staff answer");
    const asIvan = await call(listComments, { cookie: cast.external.cookie, params: { id: shared.id } });
    expect(asIvan.text).not.toContain(cast.otherExternal.username);
    expect(asIvan.text).not.toContain(cast.otherExternal.id);
    expect(asIvan.text).not.toContain(cast.employee.username);
    expect(asIvan.text).not.toContain(cast.employee.id);
    expect(asIvan.body.map((c: { authorUsername: string }) => c.authorUsername)).toEqual(["Portal staff", "Another investor"]);
    const asOlga = await call(listComments, { cookie: cast.otherExternal.cookie, params: { id: shared.id } });
    expect(asOlga.body[1]).toMatchObject({ authorUsername: cast.otherExternal.username, userId: cast.otherExternal.id });
  });

  it("lets only the author delete an update, audits it, and keeps others' hands off", async () => {
    const db = await getDb();
    const p = await makeProject({ sharedWithInvestors: true });
    const { body: comment } = await post("external", p.id, "mine");
    for (const who of ["otherExternal", "employee"] as const) {
      const res = await call(deleteComment, { method: "DELETE", cookie: cast[who].cookie, params: { id: comment.id } });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe("Only the author can delete this comment");
    }
    const ok = await call(deleteComment, { method: "DELETE", cookie: cast.external.cookie, params: { id: comment.id } });
    expect(ok.status).toBe(200);
    expect(await db.projectComment.count({ where: { id: comment.id } })).toBe(0);
    expect(await db.auditLog.findFirst({ where: { entityType: "comment", entityId: comment.id, action: "delete" } })).toMatchObject({
      userId: cast.external.id,
      oldValues: { projectId: p.id, content: "mine" },
    });
    expect((await call(deleteComment, { method: "DELETE", cookie: cast.external.cookie, params: { id: comment.id } })).status).toBe(404);
  });

  it("answers 404 to an investor deleting a comment on a project they cannot see", async () => {
    const db = await getDb();
    const hidden = await makeProject({ sharedWithInvestors: false });
    const comment = await db.projectComment.create({ data: { projectId: hidden.id, userId: cast.external.id, content: "before unsharing" } });
    const res = await call(deleteComment, { method: "DELETE", cookie: cast.external.cookie, params: { id: comment.id } });
    expect(res.status).toBe(404);
    expect(await db.projectComment.count({ where: { id: comment.id } })).toBe(1);
  });
});
