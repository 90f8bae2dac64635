import { route } from "@/lib/route";
import { legalProfileEndpoints } from "@/lib/api/registry/legal-profile";
import { getOwnLegalProfile, updateLegalProfile } from "@/lib/legal-profile/service";

export const GET = route(legalProfileEndpoints.getOwn, ({ user }) => getOwnLegalProfile(user));

export const PUT = route(legalProfileEndpoints.put, ({ user, body }) => updateLegalProfile(user, body));
