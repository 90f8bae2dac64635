"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { clientOf } from "@/lib/request";
import { currentRequest } from "@/lib/current-request";
import { relyingPartyFor } from "@/lib/passkeys/relying-party";
import { signMsa } from "@/lib/agreements/msa/service";
import { requireSigningProof, signSchema } from "@/lib/agreements/msa/schemas";

// The signer's address and browser are part of the signature record, as on the route. The viewer re-renders with the
// new signature (the wrapper's refresh), so nothing is returned.
export const signMsaAction = action({ permission: "msa.sign", input: idParams.extend(signSchema.shape).superRefine(requireSigningProof) }, async ({ user, input: { id, ...body } }) => {
  const req = await currentRequest();
  await signMsa(user, id, body, clientOf(req), relyingPartyFor(req));
});
