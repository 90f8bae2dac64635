import "server-only";
import { getDb, type Tx } from "@/lib/db";
import { transaction } from "@/lib/transaction";
import { writeAudit } from "@/lib/audit/write";
import { conflict, forbidden, notFound } from "@/lib/errors";
import { seesAllProjects, visibleProjectWhere } from "@/lib/projects/policy";
import { can } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/schemas";
import type { CreateCommentInput } from "@/lib/projects/schemas";
import type { SessionUser } from "@/lib/session";
import { PORTAL_STAFF } from "@/lib/users/audience";

type Viewer = Pick<SessionUser, "id" | "role">;

export type CommentView = { id: string; projectId: string; userId: string | null; authorUsername: string; content: string; createdAt: Date };

const commentSelect = {
  id: true,
  projectId: true,
  userId: true,
  content: true,
  createdAt: true,
  user: { select: { username: true, role: true } },
} as const;

type CommentRow = { id: string; projectId: string; userId: string; content: string; createdAt: Date; user: { username: string; role: Role } };

/** Investors never learn another investor's name or id, nor the firm's accounts ("Portal staff"); their own name is shown. */
function presentComment(c: CommentRow, viewer: Viewer): CommentView {
  const own = c.userId === viewer.id;
  const masked = !seesAllProjects(viewer) && !own;
  const author = !masked ? c.user.username : can(c.user, "projects.read-all") ? PORTAL_STAFF : "Another investor";
  return {
    id: c.id,
    projectId: c.projectId,
    userId: masked ? null : c.userId,
    authorUsername: author,
    content: c.content,
    createdAt: c.createdAt,
  };
}

async function visibleProject(tx: Tx, viewer: Viewer, projectId: string) {
  const project = await tx.project.findFirst({ where: { id: projectId, ...visibleProjectWhere(viewer) }, select: { id: true, stage: true } });
  if (!project) throw notFound("Project not found");
  return project;
}

/** Engineering updates on a project the viewer can see, newest first. */
export async function listComments(viewer: Viewer, projectId: string): Promise<CommentView[]> {
  const db = await getDb();
  await visibleProject(db, viewer, projectId);
  const rows = await db.projectComment.findMany({ where: { projectId }, select: commentSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map((c) => presentComment(c, viewer));
}

/** Updates can be added only while the project is Committed (a funded project); older ones stay visible. */
export async function addComment(actor: SessionUser, projectId: string, input: CreateCommentInput): Promise<CommentView> {
  return transaction(async (tx) => {
    const project = await visibleProject(tx, actor, projectId);
    if (project.stage !== "Committed") throw conflict("Engineering updates can only be added to Committed projects");
    const comment = await tx.projectComment.create({ data: { projectId, userId: actor.id, content: input.content }, select: commentSelect });
    await writeAudit(tx, { event: "comment.created", entityId: comment.id, actorId: actor.id, after: { projectId, content: comment.content } });
    return presentComment(comment, actor);
  });
}

const READ_ONLY_OUTSIDE_COMMITTED = "Engineering updates are read-only once the project has left Committed";

/** Only the author deletes an update; a comment on a project the caller cannot see does not exist for them. */
export async function deleteComment(actor: SessionUser, commentId: string): Promise<void> {
  await transaction(async (tx) => {
    const comment = await tx.projectComment.findFirst({
      where: { id: commentId, project: visibleProjectWhere(actor) },
      select: { id: true, projectId: true, userId: true, content: true, project: { select: { stage: true } } },
    });
    if (!comment) throw notFound("Comment not found");
    if (comment.userId !== actor.id) throw forbidden("Only the author can delete this comment");
    // The history is read-only once the project left Committed (DESIGN.md), as the panel shows it.
    if (comment.project.stage !== "Committed") throw conflict(READ_ONLY_OUTSIDE_COMMITTED);
    await tx.projectComment.delete({ where: { id: commentId } });
    await writeAudit(tx, { event: "comment.deleted", entityId: commentId, actorId: actor.id, before: { projectId: comment.projectId, content: comment.content } });
  });
}
