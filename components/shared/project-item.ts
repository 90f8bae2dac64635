// The project as the browser receives it from GET /api/projects: the presenter's investor view (the
// fields both roles get) with dates as ISO text. Employees get more fields; the table needs none of them.
import type { InvestorProjectView } from "@/lib/projects/presenter";

type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

export type ProjectItem = Wire<InvestorProjectView>;

/** One page of the list and the count of every match (GET /api/projects' X-Total-Count). */
export type ProjectPage = { rows: ProjectItem[]; total: number };
