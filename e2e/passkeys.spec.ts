// Issue 32 passkeys end to end in Chromium, with a virtual authenticator (the DevTools protocol's WebAuthn
// domain: CTAP2, internal transport, resident keys, user verification that always succeeds). Add a passkey
// on /profile/security, sign out, sign in with the passkey alone; sign in with the password then the
// passkey; sign the MSA with the passkey in place of the password.
import { test, expect, type Page } from "@playwright/test";
import { adminApi, createUser, PASSWORD, type E2EUser } from "./support/users";
import { approvedMsaVersion, fillLegalProfile, finalizeVersion } from "./support/msa";

// WebAuthn refuses an IP address as the relying party's id: this journey uses the server by name.
test.use({ baseURL: async ({ baseURL }, provide) => provide(baseURL!.replace("127.0.0.1", "localhost")) });

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** A platform authenticator in this page's browser that holds discoverable credentials and always verifies the user. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

async function logOut(page: Page, user: E2EUser) {
  await page.getByRole("button", { name: new RegExp(user.username) }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login/);
}

async function signInWithPassword(page: Page, user: E2EUser) {
  await page.goto("/login");
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Username").fill(user.username);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Log in" }).click();
}

test("add a passkey, sign in with it alone, then with the password and the passkey, and sign the MSA with it", async ({ page, baseURL }) => {
  // Four sign-ins, an MSA arranged and signed: longer than one screen's default.
  test.setTimeout(180_000);
  const investor = await createUser(baseURL!, "external", { prefix: "passkey.investor" });
  const authenticator = await virtualAuthenticator(page);

  await signInWithPassword(page, investor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/profile/security");
  await expect(page.getByRole("heading", { name: "Passkeys" })).toBeVisible();
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const add = page.getByRole("dialog", { name: "Add a passkey" });
  await add.getByLabel("Name").fill("Virtual laptop");
  // Asked again: a wrong password adds nothing.
  await add.getByLabel("Your password").fill("not-the-password");
  await add.getByRole("button", { name: "Continue" }).click();
  await expect(add.getByText("Your password is not right")).toBeVisible();
  await add.getByLabel("Your password").fill(PASSWORD);
  await add.getByRole("button", { name: "Continue" }).click();
  await expect(toast(page, "Passkey “Virtual laptop” added")).toBeVisible();
  const rows = page.getByRole("list", { name: "Your passkeys" }).getByTestId("passkey-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Virtual laptop");
  await expect(rows.first()).toContainText("not used yet");
  const [credential] = await authenticator.credentials();
  expect(credential.isResidentCredential).toBe(true);

  // Signed out: the passkey alone signs in (no username, no password).
  await logOut(page, investor);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/profile/security");
  await expect(rows.first()).toContainText("last used");

  // The password alone is no longer enough: the second step asks for the passkey.
  await logOut(page, investor);
  await signInWithPassword(page, investor);
  await expect(page.getByRole("heading", { name: "Confirm with your passkey" })).toBeVisible();
  await page.getByRole("button", { name: "Use your passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Signing the MSA: the passkey in place of the password.
  const legal = await adminApi(baseURL!);
  const msaId = await finalizeVersion(legal, await approvedMsaVersion(legal, investor.id));
  await fillLegalProfile(page.request, "Pia Passkey");
  await page.goto(`/msa/${msaId}`);
  await page.getByRole("button", { name: "Sign as Investor" }).click();
  const sign = page.getByRole("dialog", { name: "Sign the agreement" });
  await sign.getByRole("textbox", { name: "Full name" }).fill("Pia Passkey");
  await sign.getByRole("button", { name: "Use a passkey" }).click();
  await expect(sign.getByLabel("Your password")).toHaveCount(0);
  await sign.getByRole("checkbox", { name: "I agree to sign and keep records electronically" }).click();
  await sign.getByRole("button", { name: "Sign" }).click();
  await expect(toast(page, "Agreement Signed")).toBeVisible();

  // The bell has the news of the new passkey.
  expect(await (await page.request.get("/api/notifications")).text()).toContain("A passkey was added to your account.");
});
