"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { reserveForInvestorSchema } from "@/lib/reservations/schemas";
import { reserveProjectFor } from "@/lib/reservations/service";

/** An employee reserves project `id` for an investor (by username); it waits for approval like the investor's own. */
export const reserveForInvestorAction = action(
  { permission: "reservations.approve", input: idParams.extend(reserveForInvestorSchema.shape), idempotent: "reservations.reserve-for" },
  async ({ user, input: { id, ...reservation } }) => {
    const { investor } = await reserveProjectFor(user, id, reservation);
    return { message: `Project reserved for ${investor}, pending approval` };
  },
);
