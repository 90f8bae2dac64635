// What the dashboard page hands its sections, apart from the screen that renders them (so no section imports
// its own parent).
import type { IdleCounts } from "@/lib/pipeline/idle";
import type { Role } from "@/lib/auth/schemas";
import type { DashboardStats } from "@/lib/dashboard/queries";
import type { ProjectPage } from "@/components/shared/project-item";
import type { ProjectListState } from "@/components/projects/project-list-state";
import type { Reserving } from "@/components/reservations/reserving-context";
import type { ProjectDialogState } from "@/components/projects/project-dialog/project-api";

export type DashboardUser = { username: string; role: Role; createdAt: Date };

/**
 * What the page read on the server; null where that read failed (the spec's message shows there).
 * `quarters`: the quarters the viewer's projects are in, which the Quarter filter offers. `idleCounts`:
 * employees' idle deals per stage (issue 21); `reserving`: an investor's readiness and places in line (issue 22);
 * `projectDialog`: the project the URL's `?project=` opens, read for the dialog.
 */
export type DashboardData = {
  stats: DashboardStats | null;
  projects: ProjectPage | null;
  list: ProjectListState;
  quarters: string[];
  idleCounts?: IdleCounts | null;
  reserving?: Reserving | null;
  projectDialog: ProjectDialogState;
};
