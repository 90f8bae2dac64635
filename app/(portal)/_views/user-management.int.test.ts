// User Management's server read against a real database: every account as GET /api/admin/users answers
// it (created as ISO text, whether it has a second factor to reset, nothing else), and the tab asked for.
import { readUserManagement } from "@/app/(portal)/_views/user-management";
import type { SessionUser } from "@/lib/session";
import { createUser } from "@/test/factories/users";
import { enrolTotp } from "@/test/factories/security";
import { getDb } from "@/lib/db";

const actor = (u: { id: string; username: string; role: "employee" | "external" }) => ({ ...u, status: "approved", createdAt: new Date() }) as SessionUser;

test("each account in the route's shape, with its second factor; an unknown tab is Pending", async () => {
  const emma = actor(await createUser("emma.um", "employee"));
  const pat = await createUser("pat.um", "external", "pending");
  await enrolTotp(pat.id);
  const { createdAt } = await (await getDb()).user.findUniqueOrThrow({ where: { id: pat.id } });

  const read = await readUserManagement(emma, "denied");
  expect(read.tab).toBe("denied");
  if (!("data" in read.users)) throw new Error(`expected the accounts, got ${JSON.stringify(read.users)}`);
  expect(read.users.data.find((u) => u.id === pat.id)).toEqual({ id: pat.id, username: "pat.um", role: "external", status: "pending", createdAt: createdAt.toISOString(), secondFactor: true });
  expect(read.users.data.find((u) => u.id === emma.id)?.secondFactor).toBe(false);
  expect((await readUserManagement(emma, "everyone")).tab).toBe("pending");
});
