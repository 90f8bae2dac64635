// Every endpoint and server action the app serves, as access-matrix rows. Each feature lists its rows
// file here once; the access matrix and the bad-input sweep both walk these lists, and the matrix fails
// when a route handler or an action is missing from them.
import type { AccessRow, ActionRow } from "@/test/access/types";
import { authRows } from "@/test/access/auth.rows";
import { reservationRows } from "@/test/access/reservations.rows";
import { storageRows } from "@/test/access/storage.rows";
import { projectRows } from "@/test/access/projects.rows";
import { healthRows } from "@/test/access/health.rows";
import { openapiRows } from "@/test/access/openapi.rows";
import { obligationRows } from "@/test/access/obligations.rows";
import { courseRows } from "@/test/access/courses.rows";
import { dealRoomRows } from "@/test/access/deal-room.rows";
import { agreementRows } from "@/test/access/agreements.rows";
import { msaRows } from "@/test/access/msa.rows";

export const allRows: AccessRow[] = [
  ...authRows,
  ...reservationRows,
  ...storageRows,
  ...projectRows,
  ...healthRows,
  ...openapiRows,
  ...dealRoomRows,
  ...courseRows,
  ...agreementRows,
  ...msaRows,
  ...obligationRows,
];

// No server actions yet: every form calls a documented route (docs/decisions/0004).
export const allActionRows: ActionRow[] = [];
