"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { siteOrigin } from "@/lib/request";
import { currentRequest } from "@/lib/current-request";
import { createShareLink } from "@/lib/agreements/msa/share";
import { createShareSchema } from "@/lib/agreements/msa/schemas";

// The URL carries the token, which the server keeps only hashed: this answer is the one time it is shown
// (a repeat of the submission's idempotency key replays it rather than making a second link).
export const createShareLinkAction = action(
  { permission: "signed-in", input: idParams.extend(createShareSchema.shape), idempotent: "msa.share" },
  async ({ user, input: { id, ...body } }) => {
    const { shareUrl } = await createShareLink(user, id, body, siteOrigin(await currentRequest()));
    return { shareUrl };
  },
);
