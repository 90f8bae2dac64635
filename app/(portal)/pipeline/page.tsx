import type { Metadata } from "next";
import { requirePermission } from "@/lib/auth/current-user";
import { getBoard } from "@/lib/pipeline/queries";
import { listProjectQuarters } from "@/lib/projects/quarter-options";
import { boardSchema } from "@/lib/api/registry/board-wire";
import { asWire } from "@/lib/wire";
import { PipelineScreen } from "@/components/pipeline/pipeline-screen";
import { boardQueryFrom, type SearchParams } from "@/app/(portal)/_views/board-query";
import { readProjectDialog } from "@/app/(portal)/_views/project-dialog";

export const metadata: Metadata = { title: "Pipeline Board" };

/** Employees' board of the deals (issue 21); investors are sent to their dashboard. Filters, and the card opened (`?project=`), are the URL's. */
export default async function PipelinePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requirePermission("projects.read-all");
  const params = await searchParams;
  const { query, typedSearch, stage } = boardQueryFrom(params);
  const [board, quarters, projectDialog] = await Promise.all([getBoard(user, query), listProjectQuarters(user), readProjectDialog(user, params.project)]);
  const state = { search: query.search ? typedSearch : "", quarter: query.quarter ?? null, type: query.type ?? null, idle: query.idle, shown: query.shown };
  return <PipelineScreen board={asWire(boardSchema, board)} quarters={quarters} state={state} initialStage={stage} projectDialog={projectDialog} />;
}
