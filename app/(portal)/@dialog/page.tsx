import { Suspense } from "react";
import { requireUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/session";
import { DIALOG_PARAM_PREFIX, OPEN_PARAM, URL_DIALOG_PERMISSIONS, openableDialog } from "@/lib/notifications/links";
import { readUserManagement } from "@/app/(portal)/_views/user-management";
import { readReservationManagement } from "@/app/(portal)/_views/reservation-management";
import {
  ReservationManagementDialog,
  ReservationManagementLoading,
  ReservationManagementPanel,
  UserManagementDialog,
  UserManagementLoading,
  UserManagementPanel,
} from "@/app/(portal)/@dialog/panels";

type Params = Record<string, string | string[] | undefined>;

/**
 * The portal layout's @dialog slot on every page (decision 0034): `?open=<id>` draws that side-menu dialog
 * over the page, with its contents read here on the server, for a user who holds the dialog's permission.
 * Anyone else, and any other value, gets nothing: not the frame, not a read. The frame opens at once; its
 * contents stream in behind the dialog's skeleton.
 */
export default async function OpenDialog({ searchParams }: { searchParams: Promise<Params> }) {
  const [user, params] = await Promise.all([requireUser(), searchParams]);
  const open = openableDialog(params[OPEN_PARAM]);
  if (!open || !can(user, URL_DIALOG_PERMISSIONS[open])) return null;
  if (open === "user-management") {
    return (
      <UserManagementDialog>
        <Suspense fallback={<UserManagementLoading />}>
          <UserManagement user={user} params={params} />
        </Suspense>
      </UserManagementDialog>
    );
  }
  return (
    <ReservationManagementDialog>
      <Suspense fallback={<ReservationManagementLoading />}>
        <ProjectReservations user={user} params={params} />
      </Suspense>
    </ReservationManagementDialog>
  );
}

const dialogParam = (params: Params, name: string) => params[DIALOG_PARAM_PREFIX + name];

async function UserManagement({ user, params }: { user: SessionUser; params: Params }) {
  return <UserManagementPanel {...await readUserManagement(user, dialogParam(params, "tab"))} />;
}

async function ProjectReservations({ user, params }: { user: SessionUser; params: Params }) {
  return <ReservationManagementPanel {...await readReservationManagement(user, { tab: dialogParam(params, "tab"), search: dialogParam(params, "search") })} />;
}
