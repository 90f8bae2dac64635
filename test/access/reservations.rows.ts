import type { AccessRow, Cast } from "@/test/access/types";
import { EMPLOYEE_ONLY, SIGNED_IN_ANY } from "@/test/access/types";
import { DELETE as withdraw, POST as reserve } from "@/app/api/projects/[id]/reserve/route";
import { POST as reserveFor } from "@/app/api/admin/projects/[id]/reserve/route";
import { POST as approve } from "@/app/api/admin/projects/[id]/approve-reservation/route";
import { POST as reject } from "@/app/api/admin/projects/[id]/reject-reservation/route";
import { GET as pending } from "@/app/api/admin/pending-reservations/route";
import { GET as investors } from "@/app/api/admin/investors/route";
import { GET as stats } from "@/app/api/dashboard/stats/route";
import { makeProject } from "@/lib/reservations/test-projects";

// Each call gets its own project, so one caller's success cannot turn the next caller's call into a 409.
const available = async () => ({ params: { id: (await makeProject()).id } });
const heldByExternal = async (cast: Cast) => ({
  params: { id: (await makeProject({ reservedBy: cast.external.id, reservedAt: new Date(), reservationStatus: "pending" })).id },
});

export const reservationRows: AccessRow[] = [
  { name: "POST /api/projects/{id}/reserve", handler: reserve, setup: available, expect: { ...SIGNED_IN_ANY, employee: 403 } },
  {
    name: "POST /api/projects/{id}/reserve (unshared)",
    handler: reserve,
    setup: async () => ({ params: { id: (await makeProject({ sharedWithInvestors: false })).id } }),
    expect: { anonymous: 401, pending: 401, external: 404, otherExternal: 404, employee: 403 },
  },
  // Only the holder may withdraw: another investor is refused without learning who holds it.
  { name: "DELETE /api/projects/{id}/reserve", handler: withdraw, setup: heldByExternal, expect: { anonymous: 401, pending: 401, external: 200, otherExternal: 403, employee: 403 } },
  {
    name: "POST /api/admin/projects/{id}/reserve",
    handler: reserveFor,
    setup: async (cast) => ({ ...(await available()), body: { investorId: cast.external.username, notes: "matrix" } }),
    expect: EMPLOYEE_ONLY,
  },
  { name: "POST /api/admin/projects/{id}/approve-reservation", handler: approve, setup: heldByExternal, expect: EMPLOYEE_ONLY },
  { name: "POST /api/admin/projects/{id}/reject-reservation", handler: reject, setup: async (cast) => ({ ...(await heldByExternal(cast)), body: {} }), expect: EMPLOYEE_ONLY },
  { name: "GET /api/admin/pending-reservations", handler: pending, expect: EMPLOYEE_ONLY },
  { name: "GET /api/admin/investors", handler: investors, expect: EMPLOYEE_ONLY },
  { name: "GET /api/dashboard/stats", handler: stats, expect: SIGNED_IN_ANY },
];
