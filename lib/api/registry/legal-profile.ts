import { z } from "zod";
import { isoDate } from "@/lib/api/registry/wire";
import { endpoint } from "@/lib/api/registry/endpoint";
import { investorParams, LEGAL_PROFILE_KINDS, legalProfileSchema } from "@/lib/legal-profile/schemas";

// Issue 19 §2 "Parties by legal name": the investor's legal profile, which the MSA names them by.

export const legalProfileWireSchema = z.object({
  investorId: z.string(),
  complete: z.boolean().meta({ description: "Whether the profile names the investor well enough to sign an agreement" }),
  profile: z
    .object({
      kind: z.enum(LEGAL_PROFILE_KINDS),
      legalName: z.string().meta({ description: "The individual's legal name, or the entity's registered name" }),
      signatoryName: z.string().nullable().meta({ description: "Who signs for an entity; null for an individual" }),
      signatoryTitle: z.string().nullable().meta({ description: "The signatory's title; null for an individual" }),
      addressLine1: z.string(),
      addressLine2: z.string().nullable(),
      city: z.string(),
      region: z.string().nullable(),
      postalCode: z.string(),
      country: z.string(),
      updatedAt: isoDate,
    })
    .nullable()
    .meta({ description: "null until the investor fills it in" }),
});

const PROFILE = { description: "The legal profile", schema: legalProfileWireSchema };

export const legalProfileEndpoints = {
  getOwn: endpoint({
    method: "GET",
    path: "/api/profile/legal",
    tag: "legal-profile",
    summary: "Your legal profile",
    description: "The investor's own legal profile: profile is null until filled in. Signing the MSA needs it complete.",
    permission: "legal-profile.manage",
    response: PROFILE,
  }),
  put: endpoint({
    method: "PUT",
    path: "/api/profile/legal",
    tag: "legal-profile",
    summary: "Fill in or change your legal profile",
    description:
      "The whole profile: kind individual (legalName) or entity (legalName is the entity's name, with signatoryName and signatoryTitle), and the postal address (addressLine1, city, postalCode and country required; addressLine2 and region optional). Invisible direction and zero-width characters are refused. Audit event `legal-profile.updated`. A signed MSA keeps the name it was signed with.",
    permission: "legal-profile.manage",
    body: legalProfileSchema,
    response: PROFILE,
  }),
  getForInvestor: endpoint({
    method: "GET",
    path: "/api/profile/legal/{investorId}",
    tag: "legal-profile",
    summary: "An investor's legal profile",
    description: "Employees read any investor's (read only); an investor only their own (another's is 404, as is an unknown id or an employee's).",
    permission: "signed-in",
    params: investorParams,
    response: PROFILE,
  }),
};
