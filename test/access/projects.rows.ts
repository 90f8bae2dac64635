import { HIDDEN_FROM_INVESTORS, type AccessRow, type Cast, type ActionRow } from "@/test/access/types";
import { GET as listProjects, POST as createProject } from "@/app/api/projects/route";
import { DELETE as deleteProject, GET as getProject, PUT as updateProject } from "@/app/api/projects/[id]/route";
import { GET as listComments, POST as addComment } from "@/app/api/projects/[id]/comments/route";
import { DELETE as deleteComment } from "@/app/api/comments/[id]/route";
import { GET as listTasks, POST as addTask } from "@/app/api/projects/[id]/tasks/route";
import { POST as completeTask } from "@/app/api/tasks/[id]/complete/route";
import { DELETE as deleteTask } from "@/app/api/tasks/[id]/route";
import { POST as importProjects } from "@/app/api/projects/import/route";
import { GET as exportProjects } from "@/app/api/projects/export/route";
import { GET as stageHistory } from "@/app/api/projects/[id]/stage-history/route";
import { GET as auditReport } from "@/app/api/audit/report/route";
import { getDb } from "@/lib/db";
import { makeProject } from "@/test/factories/projects";
import { deleteProjectAction } from "@/actions/projects/delete-project";
import { createProjectAction } from "@/actions/projects/create-project";
import { updateProjectAction } from "@/actions/projects/update-project";
import { moveProjectAction } from "@/actions/projects/move-project";
import { updateIdleLimitsAction } from "@/actions/pipeline/update-idle-limits";
import { addCommentAction } from "@/actions/projects/add-comment";
import { deleteCommentAction } from "@/actions/projects/delete-comment";
import { createTaskAction } from "@/actions/tasks/create-task";
import { completeTaskAction } from "@/actions/tasks/complete-task";
import { deleteTaskAction } from "@/actions/tasks/delete-task";

const shared = async () => ({ params: { id: (await makeProject({ sharedWithInvestors: true })).id } });
const unshared = async () => ({ params: { id: (await makeProject({ sharedWithInvestors: false })).id } });
const newProject = { deploymentQuarter: "Q2'25", stage: "Pipeline", client: "Matrix", address: "1 Grid Rd", purpose: "Test", type: "L2" };

async function comment(authorId: string, sharedWithInvestors: boolean) {
  const db = await getDb();
  const { id: projectId } = await makeProject({ sharedWithInvestors });
  return { params: { id: (await db.projectComment.create({ data: { projectId, userId: authorId, content: "matrix" } })).id } };
}

async function task() {
  const db = await getDb();
  const { id: projectId } = await makeProject();
  return { params: { id: (await db.projectTask.create({ data: { projectId, title: "matrix" } })).id } };
}

function csvUpload() {
  const form = new FormData();
  const csv = "Deployment Q,Stage,Client,Address,Purpose,Type,# of Chargers,# of Spaces,Project Cost,ITC Tax Credit\nQ2'25,Pipeline,Matrix,1 Grid Rd,Test,L2,1,2,$100.00,yes\n";
  form.set("csvFile", new File([csv], "matrix.csv", { type: "text/csv" }));
  return { rawBody: form };
}

export const projectRows: AccessRow[] = [
  { name: "GET /api/projects", handler: listProjects, permission: "projects.read" },
  { name: "POST /api/projects", handler: createProject, setup: async () => ({ body: newProject }), permission: "projects.write" },
  { name: "GET /api/projects/{id} (shared)", handler: getProject, setup: shared, permission: "projects.read" },
  { name: "GET /api/projects/{id} (unshared)", handler: getProject, setup: unshared, permission: "projects.read", overrides: HIDDEN_FROM_INVESTORS },
  { name: "PUT /api/projects/{id}", handler: updateProject, setup: async () => ({ ...(await shared()), body: { client: "Renamed" } }), permission: "projects.write" },
  { name: "GET /api/projects/{id}/stage-history", handler: stageHistory, setup: shared, permission: "projects.read-all" },
  { name: "DELETE /api/projects/{id}", handler: deleteProject, setup: shared, permission: "projects.write" },
  { name: "GET /api/projects/{id}/comments (shared)", handler: listComments, setup: shared, permission: "projects.read" },
  { name: "GET /api/projects/{id}/comments (unshared)", handler: listComments, setup: unshared, permission: "projects.read", overrides: HIDDEN_FROM_INVESTORS },
  { name: "POST /api/projects/{id}/comments (shared)", handler: addComment, setup: async () => ({ ...(await shared()), body: { content: "update" } }), permission: "projects.comment" },
  { name: "POST /api/projects/{id}/comments (unshared)", handler: addComment, setup: async () => ({ ...(await unshared()), body: { content: "update" } }), permission: "projects.comment", overrides: HIDDEN_FROM_INVESTORS },
  // Only the author deletes an update: here the author is `external`; everyone else who can see it gets 403.
  {
    name: "DELETE /api/comments/{id} (investor's, shared)",
    handler: deleteComment,
    setup: (cast: Cast) => comment(cast.external.id, true),
    permission: "projects.comment",
    overrides: { otherExternal: 403, employee: 403 },
  },
  { name: "DELETE /api/comments/{id} (employee's, unshared)", handler: deleteComment, setup: (cast: Cast) => comment(cast.employee.id, false), permission: "projects.comment", overrides: HIDDEN_FROM_INVESTORS },
  { name: "GET /api/projects/{id}/tasks", handler: listTasks, setup: shared, permission: "tasks.manage" },
  { name: "POST /api/projects/{id}/tasks", handler: addTask, setup: async () => ({ ...(await shared()), body: { title: "Inspect" } }), permission: "tasks.manage" },
  { name: "POST /api/tasks/{id}/complete", handler: completeTask, setup: task, permission: "tasks.manage" },
  { name: "DELETE /api/tasks/{id}", handler: deleteTask, setup: task, permission: "tasks.manage" },
  { name: "POST /api/projects/import", handler: importProjects, setup: async () => csvUpload(), permission: "projects.write" },
  // Investors may export: they get exactly the rows they can list.
  { name: "GET /api/projects/export", handler: exportProjects, permission: "projects.read" },
  { name: "GET /api/audit/report", handler: auditReport, permission: "audit.read" },
];

/** The server actions of this feature (docs/decisions/0004): one row per exported …Action. */
// Each mirrors its route twin's row: the same permission and exceptions; the route's params and body become one input.
const asInput = async (made: Promise<{ params: { id: string } }>, body: Record<string, unknown> = {}) => ({ id: (await made).params.id, ...body });

export const projectActionRows: ActionRow[] = [
  { name: "deleteProjectAction", action: deleteProjectAction, input: async () => ({ id: (await shared()).params.id }), permission: "projects.write" },
  { name: "createProjectAction", action: createProjectAction, input: async () => newProject, permission: "projects.write" },
  { name: "updateProjectAction", action: updateProjectAction, input: () => asInput(shared(), { client: "Renamed" }), permission: "projects.write" },
  { name: "moveProjectAction", action: moveProjectAction, input: () => asInput(shared(), { stage: "Contracted", expectedStage: "Committed" }), permission: "projects.write" },
  { name: "updateIdleLimitsAction", action: updateIdleLimitsAction, input: async () => ({ Pipeline: 30, BestCase: 21, Committed: 14, Contracted: 30, Deployed: null }), permission: "projects.write" },
  { name: "addCommentAction (shared)", action: addCommentAction, input: () => asInput(shared(), { content: "update" }), permission: "projects.comment" },
  { name: "addCommentAction (unshared)", action: addCommentAction, input: () => asInput(unshared(), { content: "update" }), permission: "projects.comment", overrides: HIDDEN_FROM_INVESTORS },
  {
    name: "deleteCommentAction (investor's, shared)",
    action: deleteCommentAction,
    input: (cast: Cast) => asInput(comment(cast.external.id, true)),
    permission: "projects.comment",
    overrides: { otherExternal: 403, employee: 403 },
  },
  { name: "deleteCommentAction (employee's, unshared)", action: deleteCommentAction, input: (cast: Cast) => asInput(comment(cast.employee.id, false)), permission: "projects.comment", overrides: HIDDEN_FROM_INVESTORS },
  { name: "createTaskAction", action: createTaskAction, input: () => asInput(shared(), { title: "Inspect" }), permission: "tasks.manage" },
  { name: "completeTaskAction", action: completeTaskAction, input: () => asInput(task()), permission: "tasks.manage" },
  { name: "deleteTaskAction", action: deleteTaskAction, input: () => asInput(task()), permission: "tasks.manage" },
];
