// The project dialog's server read (`?project=` on the dashboard and the board) against a real database: an
// employee gets the project with its tasks, assignees and stage history; an investor gets a shared project
// as a view, and of one not shared with them (or one that does not exist) nothing but "missing".
import { readProjectDialog } from "@/app/(portal)/_views/project-dialog";
import { addComment, listComments } from "@/lib/projects/comments";
import { getProject } from "@/lib/projects/queries";
import { createTaskSchema } from "@/lib/projects/schemas";
import { createTask, listTasks } from "@/lib/projects/tasks";
import type { SessionUser } from "@/lib/session";
import { createUser } from "@/test/factories/users";
import { makeProject } from "@/test/factories/projects";

let emma: SessionUser, ivan: SessionUser;
const actor = (u: { id: string; username: string; role: "employee" | "external" }) => ({ ...u, status: "approved", createdAt: new Date() }) as SessionUser;

beforeAll(async () => {
  emma = actor(await createUser("emma.dialog", "employee"));
  ivan = actor(await createUser("ivan.dialog", "external"));
});

test("an employee's ?project=<id>: the project, its updates, tasks, the assignees and its stage history", async () => {
  const project = await makeProject({ client: "Dialog Depot", stage: "Committed" });
  await addComment(emma, project.id, { content: "Trenching booked" });
  await createTask(emma, project.id, createTaskSchema.parse({ title: "Survey", assignedTo: emma.id }));
  const state = await readProjectDialog(emma, project.id);
  expect(state).toMatchObject({ viewerId: emma.id, editable: true, open: { id: project.id } });
  const read = state.open?.read;
  if (!read || typeof read === "string") throw new Error(`expected the project, got ${String(read)}`);
  expect(read.project).toMatchObject({ id: project.id, client: "Dialog Depot", createdAt: project.createdAt.toISOString() });
  expect(read.updates.map((u) => u.content)).toEqual(["Trenching booked"]);
  expect(read.staff?.tasks).toMatchObject([{ title: "Survey", assignedUser: { id: emma.id, username: "emma.dialog", role: "employee" } }]);
  expect(read.staff?.assignees).toEqual(expect.arrayContaining([{ id: emma.id, username: "emma.dialog", role: "employee" }]));
  expect(read.staff?.stageHistory.at(-1)).toMatchObject({ stage: "Committed", leftAt: null });
  // The registry's schemas document every field the services send: checking them drops nothing.
  const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));
  expect(read.project).toEqual(asJson(await getProject(emma, project.id)));
  expect(read.updates).toEqual(asJson(await listComments(emma, project.id)));
  expect(read.staff?.tasks).toEqual(asJson(await listTasks(emma, project.id)));
});

test("an investor's ?project=<id of a project not shared with them> reads nothing of it", async () => {
  const secret = await makeProject({ client: "Secret Yard", sharedWithInvestors: false });
  const state = await readProjectDialog(ivan, secret.id);
  expect(state).toEqual({ viewerId: ivan.id, editable: false, open: { id: secret.id, read: "missing" } });
  expect(JSON.stringify(state)).not.toContain("Secret Yard");
});

test("an investor's shared project is a view: no tasks, assignees or stage history", async () => {
  const shared = await makeProject({ client: "Open Lot", sharedWithInvestors: true });
  const read = (await readProjectDialog(ivan, shared.id)).open?.read;
  expect(read).toMatchObject({ project: { id: shared.id, client: "Open Lot" }, staff: null });
  if (!read || typeof read === "string") throw new Error(`expected the project, got ${String(read)}`);
  expect(read.project).toEqual(JSON.parse(JSON.stringify(await getProject(ivan, shared.id))));
});

test("an unknown id is 'missing'; ?project=new is Add New Project for employees and nothing for investors; no ?project= opens nothing", async () => {
  expect((await readProjectDialog(emma, "no-such-project")).open).toEqual({ id: "no-such-project", read: "missing" });
  expect((await readProjectDialog(emma, "new")).open).toEqual({ id: "new", read: null });
  expect((await readProjectDialog(ivan, "new")).open).toBeNull();
  expect((await readProjectDialog(emma, undefined)).open).toBeNull();
});
