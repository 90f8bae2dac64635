// The Project Reservations dialog's switch, "Require readiness to reserve" (issue 22 §1): the firm-wide
// setting reservations.requireReadiness, changed by employees and audited by lib/settings.
import "server-only";
import { authorize } from "@/lib/auth/authorize";
import type { SessionUser } from "@/lib/session";
import { getSetting, setSetting } from "@/lib/settings/service";
import type { ReservationSettingsInput } from "@/lib/reservations/schemas";

export async function getReservationSettings(actor: SessionUser): Promise<ReservationSettingsInput> {
  authorize(actor, "reservations.approve");
  return { requireReadiness: await getSetting("reservations.requireReadiness") };
}

export async function setReservationSettings(actor: SessionUser, input: ReservationSettingsInput): Promise<ReservationSettingsInput> {
  authorize(actor, "reservations.approve");
  return { requireReadiness: await setSetting(actor.id, "reservations.requireReadiness", input.requireReadiness) };
}
