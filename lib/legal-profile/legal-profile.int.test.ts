import { getDb } from "@/lib/db";
import { getLegalProfile, getOwnLegalProfile, updateLegalProfile } from "@/lib/legal-profile/service";
import { legalProfileSchema } from "@/lib/legal-profile/schemas";
import { partyOf } from "@/lib/legal-profile/party";
import type { SessionUser } from "@/lib/session";
import { createUser, type TestUser } from "@/test/factories/users";
import { ENTITY_PROFILE, INDIVIDUAL_PROFILE } from "@/test/factories/legal-profile";

const actor = (u: TestUser): SessionUser => ({ ...u, createdAt: new Date(), sessionId: "not-used" });

let investor: SessionUser, other: SessionUser, employee: SessionUser;
beforeAll(async () => {
  investor = actor(await createUser("lena.legal"));
  other = actor(await createUser("otto.other"));
  employee = actor(await createUser("eve.employee", "employee"));
});

const auditRows = async (id: string) => (await getDb()).auditLog.findMany({ where: { entityType: "legal-profile", entityId: id }, orderBy: { createdAt: "asc" } });

it("is empty and incomplete until the investor fills it in", async () => {
  expect(await getOwnLegalProfile(other)).toEqual({ investorId: other.id, complete: false, profile: null });
});

it("saves the profile with one audit row, and a save that changes nothing writes none", async () => {
  const saved = await updateLegalProfile(investor, INDIVIDUAL_PROFILE);
  expect(saved).toMatchObject({ investorId: investor.id, complete: true, profile: { kind: "individual", legalName: "王小明 Łukasz Żółć", city: "Springfield" } });
  await updateLegalProfile(investor, INDIVIDUAL_PROFILE);
  const rows = await auditRows(investor.id);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ event: "legal-profile.updated", userId: investor.id, newValues: { legalName: "王小明 Łukasz Żółć", kind: "individual", postalCode: "62701" } });

  await updateLegalProfile(investor, ENTITY_PROFILE);
  const [, change] = await auditRows(investor.id);
  expect(change).toMatchObject({ oldValues: { kind: "individual" }, newValues: { kind: "entity", legalName: "Żółć Capital Partners LLC", signatoryTitle: "Managing Member" } });
  expect(partyOf((await getOwnLegalProfile(investor)).profile!)).toEqual({
    name: "Żółć Capital Partners LLC",
    signatory: "Łukasz Żółć",
    title: "Managing Member",
    address: "500 Market Street, Suite 1200, San Francisco, CA 94105, United States",
  });
});

it("lets employees read an investor's profile but not write one; another investor finds none", async () => {
  await updateLegalProfile(investor, INDIVIDUAL_PROFILE);
  expect((await getLegalProfile(employee, investor.id)).profile).toMatchObject({ legalName: "王小明 Łukasz Żółć" });
  expect((await getLegalProfile(investor, investor.id)).complete).toBe(true);
  await expect(getLegalProfile(other, investor.id)).rejects.toMatchObject({ status: 404 });
  await expect(getLegalProfile(employee, employee.id)).rejects.toMatchObject({ status: 404 });
  await expect(getLegalProfile(employee, "no-such-user")).rejects.toMatchObject({ status: 404 });
  await expect(updateLegalProfile(employee, INDIVIDUAL_PROFILE)).rejects.toMatchObject({ status: 403 });
  await expect(getOwnLegalProfile(employee)).rejects.toMatchObject({ status: 403 });
  expect(await (await getDb()).legalProfile.findUnique({ where: { userId: employee.id } })).toBeNull();
});

describe("validation", () => {
  const issues = (input: unknown) => {
    const r = legalProfileSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it("requires the name and the address, and an entity's signatory and title", () => {
    expect(issues({ kind: "individual" })).toEqual(
      expect.arrayContaining(["legalName: Legal name must be text", "addressLine1: Address line 1 must be text", "country: Country must be text"]),
    );
    expect(issues({ ...INDIVIDUAL_PROFILE, legalName: "   " })).toEqual(["legalName: Legal name is required"]);
    expect(issues({ ...ENTITY_PROFILE, signatoryName: "", signatoryTitle: null })).toEqual([
      "signatoryName: Signatory's name is required for an entity",
      "signatoryTitle: Signatory's title is required for an entity",
    ]);
    expect(issues({ ...INDIVIDUAL_PROFILE, kind: "trust" })).toEqual(["kind: kind must be individual or entity"]);
  });

  it("refuses invisible direction characters and over-long text; drops an individual's signatory", () => {
    expect(issues({ ...INDIVIDUAL_PROFILE, legalName: "Ivan\u202EnavI" })).toEqual(["legalName: Legal name must not contain invisible direction or zero-width characters"]);
    expect(issues({ ...INDIVIDUAL_PROFILE, postalCode: "9".repeat(41) })).toEqual(["postalCode: Postal code must be at most 40 characters"]);
    expect(legalProfileSchema.parse({ ...INDIVIDUAL_PROFILE, signatoryName: "Someone", signatoryTitle: "CEO", addressLine2: "" })).toMatchObject({
      signatoryName: null,
      signatoryTitle: null,
      addressLine2: null,
    });
  });
});
