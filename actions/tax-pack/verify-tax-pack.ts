"use server";
import { z } from "zod";
import { action } from "@/lib/action";
import { verifyTaxPack } from "@/lib/tax-pack/service";
import { packBytes } from "@/lib/tax-pack/upload";

/** "Verify a pack" (issue 22 §4): whether an uploaded PDF is a tax pack the portal produced, and when. */
export const verifyTaxPackAction = action(
  { permission: "service-hours.review", input: z.instanceof(FormData, { error: "The pack must be sent as a form" }), refresh: false },
  async ({ user, input }) => verifyTaxPack(user, await packBytes(input)),
);
