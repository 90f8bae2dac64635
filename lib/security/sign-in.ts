import "server-only";
// The password step of every sign-in (POST /api/auth/login and the login form): the accounts feature's
// check, told which second factors each account has (issue 32), so it knows whether to forgive the
// earlier failures now or only after the code.
import { getDb } from "@/lib/db";
import type { LoginInput } from "@/lib/auth/schemas";
import { authenticate } from "@/lib/users/service";
import { secondFactorsOf } from "@/lib/second-factor/factor-store";

export async function signInWithPassword(input: LoginInput, ip: string) {
  const db = await getDb();
  return authenticate(input, ip, (userId) => secondFactorsOf(db, userId));
}
