import { ALL_PERMISSIONS, can, forbiddenMessage, PERMISSIONS } from "@/lib/auth/permissions";
import { assertAccess, authorize, gateStatus } from "@/lib/auth/authorize";
import { ROLES } from "@/lib/auth/schemas";

const employee = { role: "employee" as const };
const investor = { role: "external" as const };

test("every capability is held by at least one known role", () => {
  for (const permission of ALL_PERMISSIONS) {
    expect(PERMISSIONS[permission].length).toBeGreaterThan(0);
    for (const role of PERMISSIONS[permission]) expect(ROLES).toContain(role);
  }
});

test("can() reads the table; nobody signed out holds anything", () => {
  expect(can(employee, "projects.write")).toBe(true);
  expect(can(investor, "projects.write")).toBe(false);
  expect(can(investor, "projects.reserve")).toBe(true);
  expect(can(employee, "projects.reserve")).toBe(false);
  expect(can(investor, "msa.sign")).toBe(true);
  expect(can(employee, "msa.sign")).toBe(true);
  expect(can(employee, "openapi.read")).toBe(true);
  expect(can(investor, "openapi.read")).toBe(false);
  expect(can(null, "projects.read")).toBe(false);
  expect(can(undefined, "projects.read")).toBe(false);
});

test("refusals keep the texts clients show, and say which capability otherwise", () => {
  expect(forbiddenMessage("users.approve")).toBe("Employee access required");
  expect(forbiddenMessage("projects.reserve")).toBe("This action is for investors only");
  expect(() => authorize(investor, "audit.read")).toThrow(expect.objectContaining({ code: "FORBIDDEN", message: "Employee access required" }));
  expect(() => authorize(null, "audit.read")).toThrow(expect.objectContaining({ code: "UNAUTHENTICATED", message: "Not authenticated" }));
  expect(() => authorize(employee, "audit.read")).not.toThrow();
});

test("the gate: public lets anyone in, signed-in needs a user, a capability needs the role", () => {
  expect(() => assertAccess(null, "public")).not.toThrow();
  expect(() => assertAccess(null, "signed-in")).toThrow(expect.objectContaining({ code: "UNAUTHENTICATED" }));
  expect(() => assertAccess(investor, "signed-in")).not.toThrow();
  expect(gateStatus(null, "public")).toBe(200);
  expect(gateStatus(null, "projects.read")).toBe(401);
  expect(gateStatus(investor, "tasks.manage")).toBe(403);
  expect(gateStatus(employee, "tasks.manage")).toBe(200);
});
