import { getDb } from "@/lib/db";
import { writeAudit, writeAuditMany } from "@/lib/audit/write";
import { transaction } from "@/lib/transaction";

const rowsFor = async (entityId: string) => (await getDb()).auditLog.findMany({ where: { entityId } });

it("writes no row for a change that changes nothing, including empty text becoming no value", async () => {
  await transaction(async (tx) => {
    await writeAudit(tx, { event: "task.updated", entityId: "t-same", actorId: null, before: { title: "A", description: null }, after: { title: "A", description: "" } });
    await writeAuditMany(tx, [
      { event: "task.updated", entityId: "t-same", actorId: null, before: { title: "A" }, after: { title: "A" } },
      { event: "task.updated", entityId: "t-real", actorId: null, before: { title: "A", description: null }, after: { title: "B", description: "" } },
    ]);
  });
  expect(await rowsFor("t-same")).toHaveLength(0);
  const [real] = await rowsFor("t-real");
  // Only the field a user would see change is recorded.
  expect(real.fieldChanges).toEqual(["title"]);
});

it("still writes creations and deletions, which have no before or no after", async () => {
  await transaction(async (tx) => {
    await writeAudit(tx, { event: "task.deleted", entityId: "t-gone", actorId: null, before: { title: "A" } });
  });
  expect(await rowsFor("t-gone")).toHaveLength(1);
});
