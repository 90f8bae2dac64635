"use server";
// Irreversible: a double click replays the first answer (the idempotency key), and the service's row lock
// makes two submissions at once one MSA. No refresh: the wizard goes on to the new MSA's viewer.
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { finalizeMsa } from "@/lib/agreements/msa/service";
import { finalizeSchema } from "@/lib/agreements/msa/schemas";

export const finalizeMsaAction = action(
  { permission: "msa.finalize", input: idParams.extend(finalizeSchema.shape), idempotent: "msa.finalize", refresh: false },
  ({ user, input: { id, ...body } }) => finalizeMsa(user, id, body),
);
