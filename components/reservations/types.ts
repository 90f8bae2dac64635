// What the reservation dialog shows, as the browser receives it from the server (dates as ISO text).
import type { z } from "zod";
import type { InvestorChoice as InvestorRow } from "@/lib/reservations/queries";
import type { pendingReservationSchema, projectWaitlistSchema } from "@/lib/api/registry/reservations";
import type { ProjectItem } from "@/components/shared/project-item";
import type { Loaded } from "@/lib/wire";

export type PendingReservation = z.infer<typeof pendingReservationSchema>;
export type ProjectWaitlist = z.infer<typeof projectWaitlistSchema>;

/**
 * An approved external user a reservation may be made for (`ready`: null while readiness is not required),
 * with the checklist of what they lack when they are not ready.
 */
export type InvestorChoice = InvestorRow;

/** A project the picker offers: Committed, shared, not held by anyone. */
export type AvailableProject = Pick<ProjectItem, "id" | "client" | "address" | "projectCost" | "deploymentQuarter" | "type" | "numberOfChargers">;

/** The dialog's tabs; the one shown is the URL's `dialog-tab`. */
export const RESERVATION_TABS = ["reserve", "pending", "waitlists"] as const;
export type ReservationTab = (typeof RESERVATION_TABS)[number];

/** Everything the dialog shows, each part read on the server on its own (one failing leaves the rest). */
export type ReservationManagementData = {
  requireReadiness: Loaded<boolean>;
  /** The available projects matching `search` (the URL's `dialog-search`), by client. */
  projects: Loaded<AvailableProject[]>;
  search: string;
  investors: Loaded<InvestorChoice[]>;
  pending: Loaded<PendingReservation[]>;
  waitlists: Loaded<ProjectWaitlist[]>;
  tab: ReservationTab;
};

/** The reservation a row shows: a decision moves only from it (a colleague's decision meanwhile is a 409 naming them). */
export const shownState = (r: Pick<PendingReservation, "reservedBy">) => ({ expectedStatus: "pending" as const, expectedReservedBy: r.reservedBy });
