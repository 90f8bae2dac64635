import { listProjectQuarters } from "@/lib/projects/quarter-options";
import { makeProject } from "@/test/factories/projects";
import { createUser, type TestUser } from "@/test/factories/users";

let employee: TestUser, investor: TestUser;
beforeAll(async () => {
  employee = await createUser("quarters.employee", "employee");
  investor = await createUser("quarters.investor");
  await makeProject({ deploymentQuarter: "Q2'26", sharedWithInvestors: true });
  await makeProject({ deploymentQuarter: "Q2'26", sharedWithInvestors: true });
  await makeProject({ deploymentQuarter: "Q4'24", sharedWithInvestors: true });
  await makeProject({ deploymentQuarter: "Q1'25", sharedWithInvestors: false });
  await makeProject({ deploymentQuarter: "Q3'27", sharedWithInvestors: false, ownedBy: investor.id });
});

test("each quarter in the data once, in calendar order (not text order)", async () => {
  expect(await listProjectQuarters(employee)).toEqual(["Q4'24", "Q1'25", "Q2'26", "Q3'27"]);
});

test("an investor is offered only the quarters of projects they may see", async () => {
  expect(await listProjectQuarters(investor)).toEqual(["Q4'24", "Q2'26", "Q3'27"]);
});
