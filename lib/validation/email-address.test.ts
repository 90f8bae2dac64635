import * as z from "zod/mini";
import { changeEmailSchema } from "@/lib/email-address/schemas";
import { EMAIL_MESSAGES, emailAddressSchema, normalizeEmail, optionalEmailSchema } from "@/lib/validation/email-address";

const parse = (email: unknown) => z.safeParse(changeEmailSchema, { email });
const firstError = (email: unknown) => {
  const r = parse(email);
  return r.success ? null : r.error.issues[0].message;
};

it("trims the address and lower-cases its domain only", () => {
  expect(z.parse(emailAddressSchema, "  Ann.Lee@Example.COM ")).toBe("Ann.Lee@example.com");
  expect(normalizeEmail("A@B.Org")).toBe("A@b.org");
});

it.each([
  ["ann@example.com\r\nBcc: all@example.com", EMAIL_MESSAGES.lineBreak],
  ["ann@example.com\n", EMAIL_MESSAGES.lineBreak],
  ["not an address", EMAIL_MESSAGES.invalid],
  ["ann@", EMAIL_MESSAGES.invalid],
  ["", EMAIL_MESSAGES.required],
  ["   ", EMAIL_MESSAGES.required],
  [42, EMAIL_MESSAGES.required],
  [undefined, EMAIL_MESSAGES.required],
])("refuses %j", (email, message) => {
  expect(firstError(email)).toBe(message);
});

it("refuses a 10,000-character input quickly, saying it is too long", () => {
  const started = Date.now();
  expect(firstError(`${"a".repeat(10_000)}@example.com`)).toBe(EMAIL_MESSAGES.tooLong);
  expect(firstError("a@" + "b".repeat(9_990) + ".com")).toBe(EMAIL_MESSAGES.tooLong);
  expect(Date.now() - started).toBeLessThan(1_000);
});

it("accepts a 254-character address and refuses 255", () => {
  // A label may be at most 63 characters: split the domain into labels.
  const labelled = (n: number) => {
    const domainLength = n - 65;
    const labels: string[] = [];
    let left = domainLength - 4;
    while (left > 0) {
      const take = Math.min(60, left);
      labels.push("b".repeat(take));
      left -= take + 1;
    }
    const domain = `${labels.join(".")}.com`.slice(-domainLength).replace(/^\./, "c");
    return `${"a".repeat(64)}@${domain}`;
  };
  expect(labelled(254)).toHaveLength(254);
  expect(parse(labelled(254)).success).toBe(true);
  expect(firstError(labelled(255))).toBe(EMAIL_MESSAGES.tooLong);
});

it("registration's field: empty or missing means none", () => {
  expect(z.parse(optionalEmailSchema, "")).toBeUndefined();
  expect(z.parse(optionalEmailSchema, undefined)).toBeUndefined();
  expect(z.parse(optionalEmailSchema, "x@Y.io")).toBe("x@y.io");
  expect(z.safeParse(optionalEmailSchema, "nope").success).toBe(false);
});
