// Every endpoint the app serves. A feature adds lib/api/registry/<feature>.ts exporting its entries and
// one line to FEATURES below; its route files then use route(<feature>Endpoints.x, handler).
import type { AnyEndpoint } from "@/lib/api/registry/endpoint";
import { agreementEndpoints } from "@/lib/api/registry/agreements";
import { msaEndpoints } from "@/lib/api/registry/msa";
import { auditEndpoints } from "@/lib/api/registry/audit";
import { authEndpoints } from "@/lib/api/registry/auth";
import { courseEndpoints } from "@/lib/api/registry/courses";
import { dashboardEndpoints } from "@/lib/api/registry/dashboard";
import { requirementEndpoints } from "@/lib/api/registry/requirements";
import { dealRoomEndpoints } from "@/lib/api/registry/deal-room";
import { platformEndpoints } from "@/lib/api/registry/platform";
import { projectEndpoints } from "@/lib/api/registry/projects";
import { reservationEndpoints } from "@/lib/api/registry/reservations";
import { userEndpoints } from "@/lib/api/registry/users";
import { taxPackEndpoints } from "@/lib/api/registry/tax-pack";
import { legalProfileEndpoints } from "@/lib/api/registry/legal-profile";
import { securityEndpoints } from "@/lib/api/registry/security";
import { emailEndpoints } from "@/lib/api/registry/email";
import { notificationMailEndpoints } from "@/lib/api/registry/notification-mail";

const FEATURES: Record<string, AnyEndpoint>[] = [
  authEndpoints,
  userEndpoints,
  projectEndpoints,
  reservationEndpoints,
  dashboardEndpoints,
  auditEndpoints,
  courseEndpoints,
  platformEndpoints,
  dealRoomEndpoints,
  requirementEndpoints,
  agreementEndpoints,
  msaEndpoints,
  taxPackEndpoints,
  legalProfileEndpoints,
  securityEndpoints,
  emailEndpoints,
  notificationMailEndpoints,
];

export const ENDPOINTS: readonly AnyEndpoint[] = FEATURES.flatMap((feature) => Object.values(feature));

/** "GET /api/projects/{id}": the key the tests and the document use. */
export const endpointKey = (e: Pick<AnyEndpoint, "method" | "path">) => `${e.method} ${e.path}`;
