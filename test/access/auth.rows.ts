import type { AccessRow } from "@/test/access/types";
import { EMPLOYEE_ONLY, SIGNED_IN_ANY } from "@/test/access/types";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as users } from "@/app/api/users/route";
import { GET as adminUsers } from "@/app/api/admin/users/route";
import { POST as approveUser } from "@/app/api/admin/users/[id]/approve/route";
import { POST as denyUser } from "@/app/api/admin/users/[id]/deny/route";
import { createUser } from "@/test/fixtures";

let n = 0;
const freshPending = async () => ({ params: { id: (await createUser(`applicant${++n}`, "external", "pending")).id } });

export const authRows: AccessRow[] = [
  { name: "GET /api/auth/me", handler: me, expect: SIGNED_IN_ANY },
  // Logout is harmless for anyone; it answers 200 even when nobody is signed in.
  { name: "POST /api/auth/logout", handler: logout, expect: { anonymous: 200, pending: 200, external: 200, otherExternal: 200, employee: 200 } },
  { name: "GET /api/users", handler: users, expect: EMPLOYEE_ONLY },
  { name: "GET /api/admin/users", handler: adminUsers, expect: EMPLOYEE_ONLY },
  { name: "POST /api/admin/users/{id}/approve", handler: approveUser, setup: freshPending, expect: EMPLOYEE_ONLY },
  { name: "POST /api/admin/users/{id}/deny", handler: denyUser, setup: freshPending, expect: EMPLOYEE_ONLY },
];
