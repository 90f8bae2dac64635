"use server";
import { action } from "@/lib/action";
import { revokeShareLink } from "@/lib/agreements/msa/share";
import { shareLinkParams } from "@/lib/agreements/msa/schemas";

export const revokeShareLinkAction = action({ permission: "signed-in", input: shareLinkParams }, async ({ user, input }) => {
  await revokeShareLink(user, input.id, input.linkId);
});
