// Every endpoint and server action the app serves, as access-matrix rows. Each feature lists its rows
// file here once; the access matrix and the bad-input sweep both walk these lists, and the matrix fails
// when a route handler or an action is missing from them.
import type { AccessRow, ActionRow } from "@/test/access/types";
import { authRows, authActionRows } from "@/test/access/auth.rows";
import { reservationRows, reservationActionRows } from "@/test/access/reservations.rows";
import { storageRows } from "@/test/access/storage.rows";
import { projectRows, projectActionRows } from "@/test/access/projects.rows";
import { healthRows } from "@/test/access/health.rows";
import { cronRows } from "@/test/access/cron.rows";
import { openapiRows } from "@/test/access/openapi.rows";
import { requirementRows, requirementActionRows } from "@/test/access/requirements.rows";
import { courseRows, courseActionRows } from "@/test/access/courses.rows";
import { dealRoomRows, dealRoomActionRows } from "@/test/access/deal-room.rows";
import { agreementRows, agreementActionRows } from "@/test/access/agreements.rows";
import { msaRows, msaActionRows } from "@/test/access/msa.rows";
import { taxPackRows, taxPackActionRows } from "@/test/access/tax-pack.rows";
import { legalProfileRows, legalProfileActionRows } from "@/test/access/legal-profile.rows";
import { securityRows, securityActionRows } from "@/test/access/security.rows";
import { emailRows, emailActionRows } from "@/test/access/email.rows";
import { notificationMailRows, notificationMailActionRows } from "@/test/access/notification-mail.rows";

export const allRows: AccessRow[] = [
  ...authRows,
  ...reservationRows,
  ...storageRows,
  ...projectRows,
  ...healthRows,
  ...cronRows,
  ...openapiRows,
  ...dealRoomRows,
  ...courseRows,
  ...agreementRows,
  ...msaRows,
  ...requirementRows,
  ...taxPackRows,
  ...legalProfileRows,
  ...securityRows,
  ...emailRows,
  ...notificationMailRows,
];

export const allActionRows: ActionRow[] = [
  ...authActionRows,
  ...reservationActionRows,
  ...projectActionRows,
  ...requirementActionRows,
  ...courseActionRows,
  ...dealRoomActionRows,
  ...agreementActionRows,
  ...msaActionRows,
  ...taxPackActionRows,
  ...legalProfileActionRows,
  ...securityActionRows,
  ...emailActionRows,
  ...notificationMailActionRows,
];
