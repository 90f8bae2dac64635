// Issue 19 §2: the investor's legal profile. Theirs to read and write; employees read any investor's and
// write none; another investor's does not exist for them.
import type { AccessRow, ActionRow } from "@/test/access/types";
import { GET as getOwn, PUT as put } from "@/app/api/profile/legal/route";
import { GET as getForInvestor } from "@/app/api/profile/legal/[investorId]/route";
import { updateLegalProfileAction } from "@/actions/legal-profile/update-legal-profile";
import { INDIVIDUAL_PROFILE } from "@/test/factories/legal-profile";

export const legalProfileRows: AccessRow[] = [
  { name: "GET /api/profile/legal", handler: getOwn, permission: "legal-profile.manage" },
  { name: "PUT /api/profile/legal", handler: put, setup: async () => ({ body: INDIVIDUAL_PROFILE }), permission: "legal-profile.manage" },
  {
    name: "GET /api/profile/legal/{investorId}",
    handler: getForInvestor,
    setup: async (cast) => ({ params: { investorId: cast.external.id } }),
    permission: "signed-in",
    overrides: { otherExternal: 404 },
  },
];

export const legalProfileActionRows: ActionRow[] = [
  { name: "updateLegalProfileAction", action: updateLegalProfileAction, input: async () => INDIVIDUAL_PROFILE, permission: "legal-profile.manage" },
];
