// The MSA screens' props, as the registry's response schemas define them (never a hand-written copy).
import type { z } from "zod";
import type { approvedRecordSchema, msaWireSchema, sharedMsaSchema, shareLinkSchema } from "@/lib/api/registry/msa";

export type Msa = z.infer<typeof msaWireSchema>;
export type ShareLink = z.infer<typeof shareLinkSchema>;
export type ApprovedRecord = z.infer<typeof approvedRecordSchema>;
export type SharedMsa = z.infer<typeof sharedMsaSchema>;
export type PublicMsa = SharedMsa["msa"];
export type MsaSignatures = Msa["signatures"] | PublicMsa["signatures"];
export type MsaParties = Msa["parties"] | PublicMsa["parties"];
