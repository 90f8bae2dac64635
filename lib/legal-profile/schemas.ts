// The investor's legal profile (issue 19 §2 "Parties by legal name"): an individual by their legal name, or
// an entity by its name with the person who signs for it and their title; and a postal address. Client-safe:
// the form, the action and the route parse with the same schema.
import { z } from "zod";
import { visibleText } from "@/lib/validation/visible-text";

export const LEGAL_PROFILE_KINDS = ["individual", "entity"] as const;
export type LegalProfileKind = (typeof LEGAL_PROFILE_KINDS)[number];

/** Each field's label, as the form shows it and the messages name it. */
export const FIELD_LABELS = {
  legalName: "Legal name",
  signatoryName: "Signatory's name",
  signatoryTitle: "Signatory's title",
  addressLine1: "Address line 1",
  addressLine2: "Address line 2",
  city: "City",
  region: "State or region",
  postalCode: "Postal code",
  country: "Country",
} as const;
type Field = keyof typeof FIELD_LABELS;

/** The column widths (prisma/schema/legal-profile.prisma): the form's maxLength and the server's limit. */
export const FIELD_MAX: Record<Field, number> = {
  legalName: 200,
  signatoryName: 200,
  signatoryTitle: 120,
  addressLine1: 200,
  addressLine2: 200,
  city: 120,
  region: 120,
  postalCode: 40,
  country: 120,
};

// Names reach the agreement, so they read as stored: no invisible direction or zero-width characters.
const text = (field: Field) =>
  visibleText(FIELD_LABELS[field], z.string({ error: `${FIELD_LABELS[field]} must be text` }).trim().max(FIELD_MAX[field], `${FIELD_LABELS[field]} must be at most ${FIELD_MAX[field]} characters`));
const required = (field: Field) => text(field).refine((v) => v !== "", `${FIELD_LABELS[field]} is required`);
const optional = (field: Field) => text(field).nullish().transform((v) => v || null);

export const legalProfileSchema = z
  .object({
    kind: z.enum(LEGAL_PROFILE_KINDS, { error: "kind must be individual or entity" }),
    legalName: required("legalName"),
    signatoryName: optional("signatoryName"),
    signatoryTitle: optional("signatoryTitle"),
    addressLine1: required("addressLine1"),
    addressLine2: optional("addressLine2"),
    city: required("city"),
    region: optional("region"),
    postalCode: required("postalCode"),
    country: required("country"),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== "entity") return;
    for (const field of ["signatoryName", "signatoryTitle"] as const) {
      if (!v[field]) ctx.addIssue({ code: "custom", path: [field], message: `${FIELD_LABELS[field]} is required for an entity` });
    }
  })
  // An individual signs for themselves: a signatory sent along is not theirs to keep.
  .transform((v) => (v.kind === "individual" ? { ...v, signatoryName: null, signatoryTitle: null } : v));
export type LegalProfileInput = z.infer<typeof legalProfileSchema>;

export const investorParams = z.object({ investorId: z.string().min(1).max(100) });
