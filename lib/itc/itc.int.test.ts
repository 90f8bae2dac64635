import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { estimateItc } from "@/lib/itc/estimate";
import { itcCreditSql } from "@/lib/itc/sql";
import { getProject } from "@/lib/projects/queries";
import { setSetting } from "@/lib/settings/service";
import { makeAvailableProject, makeProject } from "@/test/factories/projects";
import { ITC_BASE, ITC_CASES } from "@/test/factories/itc";
import { createCast, type TestUser } from "@/test/factories/users";

const asColumns = (inputs: typeof ITC_BASE) => ({ ...inputs, placedInServiceDate: inputs.placedInServiceDate ? new Date(`${inputs.placedInServiceDate}T00:00:00Z`) : null });

it.each(ITC_CASES)("the SQL twin gives the same credit as estimateItc: %s", async (_what, change) => {
  const inputs = { ...ITC_BASE, ...change };
  const project = await makeProject(asColumns(inputs));
  const db = await getDb();
  const [row] = await db.$queryRaw<{ credit: string }[]>(Prisma.sql`SELECT ${itcCreditSql(Prisma.sql`p`)}::text AS credit FROM projects p WHERE p.id = ${project.id}`);
  expect(row.credit).toBe(estimateItc(inputs).credit);
});

describe("who sees the estimate", () => {
  let employee: TestUser, ivan: TestUser, olga: TestUser;
  let held: string, shared: string;
  beforeAll(async () => {
    ({ employee, external: ivan, otherExternal: olga } = await createCast());
    const owned = { reservedBy: ivan.id, reservationStatus: "approved" as const, approvedBy: employee.id, approvedAt: new Date(), ownedBy: ivan.id };
    held = (await makeAvailableProject({ ...asColumns(ITC_BASE), ...owned, tractEligibilitySource: "DOE 30C locator" })).id;
    shared = (await makeAvailableProject(asColumns(ITC_BASE))).id;
  });
  afterAll(async () => {
    await (await getDb()).setting.deleteMany({});
  });

  it("an employee sees every project's inputs, estimate and recapture end", async () => {
    const p = await getProject(employee, shared);
    expect(p).toMatchObject({ censusTract: "06037206031", itcEstimate: { status: "estimated", credit: "120000.00" }, recaptureEndsOn: "2028-05-01" });
  });

  it("an investor sees them on a project they hold, with the recapture window from the setting", async () => {
    await setSetting(employee.id, "itc.recaptureYears", 5);
    const p = await getProject(ivan, held);
    expect(p).toMatchObject({ placedInServiceDate: "2025-05-01", tractEligibilitySource: "DOE 30C locator", itcEstimate: { credit: "120000.00", rate: "0.30" }, recaptureEndsOn: "2030-05-01" });
  });

  it("an investor sees neither inputs nor estimate on a shared project they do not hold, nor on another's", async () => {
    for (const [who, id] of [[ivan, shared], [olga, held]] as const) {
      const p = await getProject(who, id);
      expect(p).toMatchObject({ placedInServiceDate: null, censusTract: null, tractEligible: null, tractEligibilitySource: null, prevailingWageMet: null, itcEstimate: null, recaptureEndsOn: null });
    }
  });
});
