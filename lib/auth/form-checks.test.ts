import * as z from "zod/mini";
import { checkLogin, checkRegister } from "@/lib/auth/form-checks";
import { loginSchema, registerSchema } from "@/lib/auth/schemas";

// The login screen's plain checks must say what the server's schemas say: the same first message per field.
function schemaMessages(schema: z.ZodMiniType, values: Record<string, string>): Record<string, string | undefined> {
  const result = schema.safeParse(values);
  const out: Record<string, string | undefined> = { username: undefined, password: undefined };
  if (!result.success) for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const usernames = ["", "   ", "ab", " ab ", "abc", "  abc  ", "a".repeat(64), "a".repeat(65), "bad name", "bäd", "x!", "ok.name_@-1", "é".repeat(70)];
const passwords = ["", "12345", "123456", "      ", "p".repeat(256), "p".repeat(257)];

test.each(usernames.flatMap((username) => passwords.map((password) => ({ username, password }))))("login and register checks agree with the schemas for %j", (values) => {
  expect({ username: undefined, password: undefined, ...checkLogin(values) }).toEqual(schemaMessages(loginSchema, values));
  expect({ username: undefined, password: undefined, ...checkRegister(values) }).toEqual(schemaMessages(registerSchema, { ...values, role: "external" }));
});
