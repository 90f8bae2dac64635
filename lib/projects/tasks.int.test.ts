import { GET as listTasks, POST as createTask } from "@/app/api/projects/[id]/tasks/route";
import { POST as completeTask } from "@/app/api/tasks/[id]/complete/route";
import { DELETE as deleteTask } from "@/app/api/tasks/[id]/route";
import { GET as listUsers } from "@/app/api/users/route";
import { getDb } from "@/lib/db";
import { makeProject } from "@/test/factories/projects";
import { call } from "@/test/http";
import { createCast, createUser } from "@/test/factories/users";

type Cast = Awaited<ReturnType<typeof createCast>>;
let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

const add = (projectId: string, body: unknown, who: keyof Cast = "employee") => call(createTask, { cookie: cast[who].cookie, params: { id: projectId }, body });

describe("project tasks", () => {
  it("creates a task (201) with its assignee, lists it, and audits it", async () => {
    const p = await makeProject();
    const res = await add(p.id, { title: "  Pull permit ", description: "City hall", priority: "high", assignedTo: cast.external.id, dueDate: "2025-07-01" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      projectId: p.id,
      title: "Pull permit",
      description: "City hall",
      status: "pending",
      priority: "high",
      assignedTo: cast.external.id,
      assignedUser: { id: cast.external.id, username: cast.external.username, role: "external" },
      dueDate: "2025-07-01",
      completedAt: null,
    });
    const defaults = await add(p.id, { title: "Second" });
    expect(defaults.body).toMatchObject({ priority: "medium", assignedUser: null, dueDate: null, description: null });

    const list = await call(listTasks, { cookie: cast.employee.cookie, params: { id: p.id } });
    expect(list.body.map((t: { title: string }) => t.title)).toEqual(["Second", "Pull permit"]);
    const db = await getDb();
    expect(await db.auditLog.findFirst({ where: { entityType: "task", entityId: res.body.id } })).toMatchObject({
      action: "create",
      userId: cast.employee.id,
      newValues: expect.objectContaining({ title: "Pull permit", priority: "high", dueDate: "2025-07-01" }),
    });
  });

  it.each([
    [{ title: "   " }, "Title is required"],
    [{ title: "x", priority: "asap" }, "Priority must be low, medium, high or urgent"],
    [{ title: "x", assignedTo: "no-such-user" }, "Assignee not found"],
    [{ title: "x", dueDate: "31/12/2025" }, "Due date must be a date (yyyy-MM-dd)"],
  ])("refuses %j with 400 and writes nothing", async (body, message) => {
    const db = await getDb();
    const p = await makeProject();
    const res = await add(p.id, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await db.projectTask.count({ where: { projectId: p.id } })).toBe(0);
  });

  it("assigns approved users only: a pending or denied account is refused and not offered", async () => {
    const denied = await createUser("dora.denied", "external", "denied");
    const p = await makeProject();
    for (const who of [cast.pending, denied]) {
      const res = await add(p.id, { title: "x", assignedTo: who.id });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: "Tasks can be assigned to approved users only", fieldErrors: { assignedTo: ["Tasks can be assigned to approved users only"] } });
    }
    expect(await (await getDb()).projectTask.count({ where: { projectId: p.id } })).toBe(0);

    const offered = await call(listUsers, { cookie: cast.employee.cookie, url: "/api/users?status=approved" });
    expect(offered.status).toBe(200);
    const names = offered.body.map((u: { username: string }) => u.username);
    expect(names).toEqual(expect.arrayContaining([cast.employee.username, cast.external.username, cast.otherExternal.username]));
    expect(names).not.toContain(cast.pending.username);
    expect(names).not.toContain(denied.username);
    expect(offered.body.every((u: { status: string }) => u.status === "approved")).toBe(true);
    // Without a status, every account (spec 1 §7); a status that does not exist is a 400.
    expect((await call(listUsers, { cookie: cast.employee.cookie, url: "/api/users" })).body.map((u: { username: string }) => u.username)).toContain(denied.username);
    const bad = await call(listUsers, { cookie: cast.employee.cookie, url: "/api/users?status=sideways" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("Status must be one of pending, approved, denied");
  });

  it("answers 404 for an unknown project and 403 for investors", async () => {
    expect((await add("missing", { title: "x" })).status).toBe(404);
    const p = await makeProject({ sharedWithInvestors: true });
    expect((await add(p.id, { title: "x" }, "external")).status).toBe(403);
    expect((await call(listTasks, { cookie: cast.external.cookie, params: { id: p.id } })).status).toBe(403);
  });

  it("completes a task once (completedAt set, audited); a second completion is 409", async () => {
    const p = await makeProject();
    const { body: task } = await add(p.id, { title: "Energise" });
    const done = await call(completeTask, { cookie: cast.employee.cookie, params: { id: task.id }, method: "POST" });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "completed", completedAt: expect.any(String) });
    const again = await call(completeTask, { cookie: cast.employee.cookie, params: { id: task.id }, method: "POST" });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("Task is already completed");
    const db = await getDb();
    const audit = await db.auditLog.findFirst({ where: { entityType: "task", entityId: task.id, action: "update" } });
    expect(audit?.event).toBe("task.completed");
    expect(audit?.fieldChanges).toEqual(["status", "completedAt"]);
    expect(audit?.oldValues).toEqual({ status: "pending", completedAt: null });
    expect((await call(completeTask, { cookie: cast.employee.cookie, params: { id: "missing" }, method: "POST" })).status).toBe(404);
  });

  it("deletes any task, audited", async () => {
    const db = await getDb();
    const p = await makeProject();
    const { body: task } = await add(p.id, { title: "Remove me" });
    await call(completeTask, { cookie: cast.employee.cookie, params: { id: task.id }, method: "POST" });
    const res = await call(deleteTask, { cookie: cast.employee.cookie, params: { id: task.id }, method: "DELETE" });
    expect(res.status).toBe(200);
    expect(await db.projectTask.count({ where: { id: task.id } })).toBe(0);
    expect(await db.auditLog.findFirst({ where: { entityType: "task", entityId: task.id, action: "delete" } })).toMatchObject({
      oldValues: expect.objectContaining({ title: "Remove me", status: "completed" }),
    });
    expect((await call(deleteTask, { cookie: cast.employee.cookie, params: { id: task.id }, method: "DELETE" })).status).toBe(404);
  });
});
