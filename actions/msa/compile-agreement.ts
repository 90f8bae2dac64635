"use server";
// Not a write: the wizard's Compile button has the server build the agreement text for its editable preview.
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { compileVersion } from "@/lib/agreements/msa/service";
import { compileQuerySchema } from "@/lib/agreements/msa/schemas";

export const compileAgreementAction = action(
  { permission: "msa.finalize", input: idParams.extend(compileQuerySchema.shape), refresh: false },
  ({ user, input: { id, ...query } }) => compileVersion(user, id, query),
);
