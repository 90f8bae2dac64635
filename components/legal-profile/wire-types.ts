// The legal profile screen's props, as the registry's response schema defines them.
import type { z } from "zod";
import type { legalProfileWireSchema } from "@/lib/api/registry/legal-profile";

export type LegalProfileView = z.infer<typeof legalProfileWireSchema>;
