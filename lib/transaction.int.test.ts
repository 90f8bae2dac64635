import { getDb } from "@/lib/db";
import { transaction } from "@/lib/transaction";

const projectCount = async () => (await getDb()).project.count();
const newProject = { deploymentQuarter: "Q1'25", stage: "Pipeline", client: "Hook Co", address: "A", purpose: "P", type: "L2" } as const;

afterEach(() => jest.restoreAllMocks());

it("runs the queued work after the commit, in order, seeing the committed rows", async () => {
  const seen: string[] = [];
  const before = await projectCount();
  const id = await transaction(async (tx, afterCommit) => {
    const p = await tx.project.create({ data: newProject, select: { id: true } });
    afterCommit(async () => {
      // Another connection sees the row: the transaction has committed.
      seen.push(`first:${await projectCount()}`);
    });
    afterCommit(() => seen.push("second"));
    seen.push("inside");
    return p.id;
  });
  expect(seen).toEqual(["inside", `first:${before + 1}`, "second"]);
  expect(await (await getDb()).project.findUnique({ where: { id } })).not.toBeNull();
});

it("never runs the work when the transaction rolls back", async () => {
  const work = jest.fn();
  const before = await projectCount();
  await expect(
    transaction(async (tx, afterCommit) => {
      await tx.project.create({ data: newProject });
      afterCommit(work);
      throw new Error("boom");
    }),
  ).rejects.toThrow("boom");
  expect(work).not.toHaveBeenCalled();
  expect(await projectCount()).toBe(before);
});

it("logs a failing piece of work instead of throwing, and still runs the rest", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  const rest = jest.fn();
  const result = await transaction(async (_tx, afterCommit) => {
    afterCommit(() => {
      throw new Error("file store down");
    });
    afterCommit(rest);
    return "committed";
  });
  expect(result).toBe("committed");
  expect(rest).toHaveBeenCalledTimes(1);
  expect(log).toHaveBeenCalledWith("after-commit work failed:", expect.objectContaining({ message: "file store down" }));
});
