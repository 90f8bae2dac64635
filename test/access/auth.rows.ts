import { everyone, type AccessRow, type ActionRow } from "@/test/access/types";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as secondFactor } from "@/app/api/auth/login/second-factor/route";
import { POST as secondStepPasskeyOptions } from "@/app/api/auth/login/second-factor/passkey-options/route";
import { POST as passkeyOptions } from "@/app/api/auth/login/passkey/options/route";
import { POST as passkeySignIn } from "@/app/api/auth/login/passkey/route";
import { SoftAuthenticator, strayChallenge } from "@/test/factories/soft-authenticator";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as users } from "@/app/api/users/route";
import { GET as adminUsers } from "@/app/api/admin/users/route";
import { POST as approveUser } from "@/app/api/admin/users/[id]/approve/route";
import { POST as denyUser } from "@/app/api/admin/users/[id]/deny/route";
import { logInAction } from "@/actions/auth/log-in";
import { registerAction } from "@/actions/auth/register";
import { completeSecondFactorAction } from "@/actions/auth/complete-second-factor";
import { cancelSignInAction } from "@/actions/auth/cancel-sign-in";
import { logOutAction } from "@/actions/auth/log-out";
import { approveUserAction } from "@/actions/users/approve-user";
import { denyUserAction } from "@/actions/users/deny-user";
import { createUser, TEST_PASSWORD } from "@/test/factories/users";

let n = 0;
const freshPending = async () => ({ params: { id: (await createUser(`applicant${++n}`, "external", "pending")).id } });
let loginUser: Promise<{ username: string }> | undefined;
// Anyone may sign in (as someone else too: a new login replaces the caller's session) or register.
const signIn = async () => {
  loginUser ??= createUser("matrix.login", "external");
  return { body: { username: (await loginUser).username, password: TEST_PASSWORD } };
};
// Each caller decides on an account of its own, as the screen shows it.
const pendingAccount = async () => ({ id: (await freshPending()).params.id, expectedStatus: "pending" });
const newAccount = async () => ({ body: { username: `matrix.register${++n}`, password: TEST_PASSWORD, role: "external" } });

export const authRows: AccessRow[] = [
  { name: "POST /api/auth/login", handler: login, setup: signIn, permission: "public" },
  // Issue 32: the second step answers only a pending login (the 202 of a password step); without one, 401 for anyone.
  { name: "POST /api/auth/login/second-factor", handler: secondFactor, setup: async () => ({ body: { code: "123456" } }), permission: "public", overrides: everyone(401) },
  { name: "POST /api/auth/login/second-factor/passkey-options", handler: secondStepPasskeyOptions, permission: "public", overrides: everyone(401) },
  // Issue 32: a passkey alone. Anyone may ask for options; an answer from a passkey nobody holds is 401 for anyone.
  { name: "POST /api/auth/login/passkey/options", handler: passkeyOptions, permission: "public" },
  {
    name: "POST /api/auth/login/passkey",
    handler: passkeySignIn,
    setup: async () => ({ body: { response: new SoftAuthenticator().assert({ challenge: strayChallenge() }) } }),
    permission: "public",
    overrides: everyone(401),
  },
  { name: "POST /api/auth/register", handler: register, setup: newAccount, permission: "public" },
  { name: "GET /api/auth/me", handler: me, permission: "signed-in" },
  // Logout is harmless for anyone; it answers 200 even when nobody is signed in.
  { name: "POST /api/auth/logout", handler: logout, permission: "public" },
  { name: "GET /api/users", handler: users, permission: "users.read" },
  { name: "GET /api/admin/users", handler: adminUsers, permission: "users.read" },
  { name: "POST /api/admin/users/{id}/approve", handler: approveUser, setup: freshPending, permission: "users.approve" },
  { name: "POST /api/admin/users/{id}/deny", handler: denyUser, setup: freshPending, permission: "users.approve" },
];

/** The server actions of this feature (docs/decisions/0004): one row per exported …Action. */
export const authActionRows: ActionRow[] = [
  { name: "logInAction", action: logInAction, form: true, input: async () => (await signIn()).body, permission: "public" },
  { name: "completeSecondFactorAction", action: completeSecondFactorAction, form: true, input: async () => ({ code: "123456" }), permission: "public", overrides: everyone(401) },
  { name: "cancelSignInAction", action: cancelSignInAction, form: true, input: async () => ({}), permission: "public" },
  { name: "registerAction", action: registerAction, form: true, input: async () => (await newAccount()).body, permission: "public" },
  { name: "logOutAction", action: logOutAction, input: async () => ({}), permission: "public" },
  { name: "approveUserAction", action: approveUserAction, input: pendingAccount, permission: "users.approve" },
  { name: "denyUserAction", action: denyUserAction, input: pendingAccount, permission: "users.approve" },
];
