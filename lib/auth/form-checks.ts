// The login screen's checks before it sends anything: the rules of lib/auth/schemas.ts in plain code
// (first failing rule per field, as the schema reports it), so the login page ships no zod. The server
// still parses with the schema and answers field errors of its own.
import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from "@/lib/auth/rules";

export type FieldMessages<F extends string> = Partial<Record<F, string>>;

function firstFailing(rules: Array<[failed: boolean, message: string]>): string | undefined {
  return rules.find(([failed]) => failed)?.[1];
}

export function checkLogin(values: { username: string; password: string }): FieldMessages<"username" | "password"> {
  const username = values.username.trim();
  return {
    username: firstFailing([
      [username.length < 1, MESSAGES.usernameRequired],
      [username.length > USERNAME_MAX, MESSAGES.usernameTooLong],
    ]),
    password: firstFailing([
      [values.password.length < 1, MESSAGES.passwordRequired],
      [values.password.length > PASSWORD_MAX, MESSAGES.passwordTooLong],
    ]),
  };
}

export function checkRegister(values: { username: string; password: string }): FieldMessages<"username" | "password"> {
  const username = values.username.trim();
  return {
    username: firstFailing([
      [username.length < USERNAME_MIN, MESSAGES.usernameTooShort],
      [username.length > USERNAME_MAX, MESSAGES.usernameTooLong],
      [!USERNAME_PATTERN.test(username), MESSAGES.usernameCharacters],
    ]),
    password: firstFailing([
      [values.password.length < PASSWORD_MIN, MESSAGES.passwordTooShort],
      [values.password.length > PASSWORD_MAX, MESSAGES.passwordTooLong],
    ]),
  };
}
