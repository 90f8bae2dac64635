// The User Management actions check the session themselves: a server action can be invoked by anyone
// who POSTs its id, whatever the UI shows. The cookie jar is the only thing faked; the session lookup,
// the role check and the service are real.
import { getDb } from "@/lib/db";
import { createCast, createUser, type TestUser } from "@/test/fixtures";
import { approveUserAction } from "@/actions/users/approve-user";
import { denyUserAction } from "@/actions/users/deny-user";

let cookieValue: string | undefined;
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: () => (cookieValue ? { value: cookieValue } : undefined) }),
}));

const as = (user: TestUser | null) => {
  cookieValue = user?.cookie.split("=").slice(1).join("=");
};

const statusOf = async (id: string) => (await (await getDb()).user.findUniqueOrThrow({ where: { id } })).status;

test("only a signed-in employee can approve or deny, and nothing changes otherwise", async () => {
  const cast = await createCast();
  const applicant = await createUser("applicant.one", "external", "pending");

  for (const [caller, error] of [
    [null, "Not authenticated"],
    [cast.pending, "Not authenticated"],
    [cast.external, "Employee access required"],
  ] as const) {
    as(caller);
    expect(await approveUserAction({ id: applicant.id })).toEqual({ ok: false, error });
    expect(await denyUserAction({ id: applicant.id })).toEqual({ ok: false, error });
    expect(await statusOf(applicant.id)).toBe("pending");
  }

  as(cast.employee);
  expect(await approveUserAction({ id: "" })).toMatchObject({ ok: false });
  const approved = await approveUserAction({ id: applicant.id });
  expect(approved).toMatchObject({ ok: true, data: { username: "applicant.one", status: "approved" } });
  expect(await statusOf(applicant.id)).toBe("approved");
  expect(await denyUserAction({ id: "no-such-user" })).toEqual({ ok: false, error: "User not found" });
});
