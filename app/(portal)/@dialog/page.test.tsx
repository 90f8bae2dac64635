import type { ReactElement } from "react";
import OpenDialog from "@/app/(portal)/@dialog/page";
import { requireUser } from "@/lib/auth/current-user";
import { readUserManagement } from "@/app/(portal)/_views/user-management";
import { readReservationManagement } from "@/app/(portal)/_views/reservation-management";
import type { SessionUser } from "@/lib/session";

jest.mock("@/lib/auth/current-user", () => ({ requireUser: jest.fn() }));
jest.mock("@/app/(portal)/_views/user-management", () => ({ readUserManagement: jest.fn() }));
jest.mock("@/app/(portal)/_views/reservation-management", () => ({ readReservationManagement: jest.fn() }));
// The dialogs' client parts (and the server actions they import) are not this test's subject.
jest.mock("@/app/(portal)/@dialog/panels", () => ({
  UserManagementDialog: "UserManagementDialog",
  UserManagementLoading: "UserManagementLoading",
  UserManagementPanel: "UserManagementPanel",
  ReservationManagementDialog: "ReservationManagementDialog",
  ReservationManagementLoading: "ReservationManagementLoading",
  ReservationManagementPanel: "ReservationManagementPanel",
}));

const employee = { id: "e1", username: "emma", role: "employee", status: "approved" } as SessionUser;
const investor = { id: "i1", username: "ivan", role: "external", status: "approved" } as SessionUser;

const render = (params: Record<string, string | string[]>) => OpenDialog({ searchParams: Promise.resolve(params) });

/** The part the slot streams behind the skeleton: the async server component inside the dialog's Suspense. */
async function streamed(frame: ReactElement): Promise<ReactElement<Record<string, unknown>>> {
  const suspense = (frame.props as { children: ReactElement }).children;
  const part = (suspense.props as { children: ReactElement<object> }).children;
  return (part.type as (props: object) => Promise<ReactElement<Record<string, unknown>>>)(part.props);
}

beforeEach(() => jest.mocked(readUserManagement).mockReset());

test.each(["user-management", "project-reservations"])("an investor's ?open=%s draws nothing and reads nothing", async (open) => {
  jest.mocked(requireUser).mockResolvedValue(investor);
  expect(await render({ open })).toBeNull();
  expect(readUserManagement).not.toHaveBeenCalled();
  expect(readReservationManagement).not.toHaveBeenCalled();
});

test("a caller the portal turns away (signed out, pending) gets its redirect, and nothing is read", async () => {
  jest.mocked(requireUser).mockRejectedValue(new Error("NEXT_REDIRECT"));
  await expect(render({ open: "user-management" })).rejects.toThrow("NEXT_REDIRECT");
  expect(readUserManagement).not.toHaveBeenCalled();
});

test.each([[{}], [{ open: "import-csv" }], [{ open: "hours" }], [{ open: ["user-management", "user-management"] }]])("no dialog, or one the URL cannot open (%j), draws nothing", async (params) => {
  jest.mocked(requireUser).mockResolvedValue(employee);
  expect(await render(params)).toBeNull();
});

test("an employee's ?open=user-management draws the dialog with the server's read, for the URL's tab", async () => {
  jest.mocked(requireUser).mockResolvedValue(employee);
  const read = { users: { data: [] }, policy: { data: "nobody" as const }, tab: "denied" as const };
  jest.mocked(readUserManagement).mockResolvedValue(read);
  const frame = (await render({ open: "user-management", "dialog-tab": "denied", tab: "credits" })) as ReactElement;
  expect(frame.type).toBe("UserManagementDialog");
  const panel = await streamed(frame);
  expect(readUserManagement).toHaveBeenCalledWith(employee, "denied");
  expect(panel.type).toBe("UserManagementPanel");
  expect(panel.props).toEqual(read);
});

test("an employee's ?open=project-reservations reads with the URL's search and tab", async () => {
  jest.mocked(requireUser).mockResolvedValue(employee);
  jest.mocked(readReservationManagement).mockResolvedValue({ tab: "pending" } as never);
  const frame = (await render({ open: "project-reservations", "dialog-search": "acme", "dialog-tab": "pending" })) as ReactElement;
  expect(frame.type).toBe("ReservationManagementDialog");
  expect((await streamed(frame)).type).toBe("ReservationManagementPanel");
  expect(readReservationManagement).toHaveBeenCalledWith(employee, { tab: "pending", search: "acme" });
});
