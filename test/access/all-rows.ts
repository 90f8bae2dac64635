// Every endpoint the app serves, as access-matrix rows. Each feature lists its rows file here once;
// the access matrix and the bad-input sweep both walk this list.
import type { AccessRow } from "@/test/access/types";
import { authRows } from "@/test/access/auth.rows";
import { reservationRows } from "@/test/access/reservations.rows";
import { storageRows } from "@/test/access/storage.rows";
import { projectRows } from "@/test/access/projects.rows";
import { healthRows } from "@/test/access/health.rows";

export const allRows: AccessRow[] = [...authRows, ...reservationRows, ...storageRows, ...projectRows, ...healthRows];
