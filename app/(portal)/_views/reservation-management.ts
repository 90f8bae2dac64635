import "server-only";
import { z } from "zod";
import { listProjects } from "@/lib/projects/queries";
import { projectListQuerySchema } from "@/lib/projects/schemas";
import { listInvestorReadiness, listPendingReservations } from "@/lib/reservations/queries";
import { getReservationSettings } from "@/lib/reservations/settings";
import { listWaitlists } from "@/lib/reservations/waitlist-queries";
import type { SessionUser } from "@/lib/session";
import { pendingReservationSchema, projectWaitlistSchema } from "@/lib/api/registry/reservations";
import { asWire } from "@/lib/wire";
import { RESERVATION_TABS, type ReservationManagementData } from "@/components/reservations/types";
import { loaded } from "@/app/(portal)/_views/loaded";

const tabParam = z.enum(RESERVATION_TABS).catch("reserve");
// The picker's search as typed (the box shows it back as it was, trailing space and all); one GET
// /api/projects would refuse (too long) searches nothing.
const searchParam = z.string().max(200).catch("");

/** The available Committed projects whose client matches `search`, with what the picker shows of each. */
async function availableProjects(user: SessionUser, search: string) {
  const { rows } = await listProjects(user, projectListQuerySchema.parse({ stage: "Committed", search: search.trim(), sort: "client" }));
  return rows
    .filter((p) => p.available)
    .map(({ id, client, address, projectCost, deploymentQuarter, type, numberOfChargers }) => ({ id, client, address, projectCost, deploymentQuarter, type, numberOfChargers }));
}

/**
 * Project Reservations' contents (`?open=project-reservations`), each part through the service its API
 * route uses; the caller has checked `reservations.approve`, which the queue's and the picker's reads
 * (no actor) rely on. The URL's `dialog-search` searches the projects, `dialog-tab` names the tab.
 */
export async function readReservationManagement(user: SessionUser, params: { tab: unknown; search: unknown }): Promise<ReservationManagementData> {
  const search = searchParam.parse(params.search);
  const [requireReadiness, projects, investors, pending, waitlists] = await Promise.all([
    loaded(getReservationSettings(user).then((s) => s.requireReadiness), "the readiness switch"),
    loaded(availableProjects(user, search), "the available projects"),
    loaded(listInvestorReadiness(), "the investors"),
    loaded(listPendingReservations().then((rows) => asWire(z.array(pendingReservationSchema), rows)), "the pending reservations"),
    loaded(listWaitlists(user).then((rows) => asWire(z.array(projectWaitlistSchema), rows)), "the waitlists"),
  ]);
  return { requireReadiness, projects, search, investors, pending, waitlists, tab: tabParam.parse(params.tab) };
}
