"use server";
import { z } from "zod";
import { action } from "@/lib/action";
import { verifyTaxPack } from "@/lib/tax-pack/service";
import { packBytes } from "@/lib/tax-pack/upload";

/** "Verify a pack" (issues 22 §4, 33 §4): whether an uploaded PDF or ZIP is a tax pack the portal produced, and what in it changed. */
export const verifyTaxPackAction = action(
  { permission: "service-hours.review", input: z.instanceof(FormData, { error: "The pack must be sent as a form" }), refresh: false },
  async ({ user, input }) => verifyTaxPack(user, await packBytes(input)),
);
