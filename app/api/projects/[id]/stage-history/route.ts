import { route } from "@/lib/route";
import { projectEndpoints } from "@/lib/api/registry/projects";
import { getStageHistory } from "@/lib/pipeline/queries";

export const GET = route(projectEndpoints.stageHistory, ({ user, params }) => getStageHistory(user, params.id));
