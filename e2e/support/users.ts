// Journeys log in through the API, not the UI, and make their own users. The first employee registered
// on the fresh e2e database is approved at once (bootstrap); it approves every other account.
import { expect, request, type APIRequestContext, type Page } from "@playwright/test";

export const PASSWORD = "e2e-password-1";
const ADMIN = "e2e.admin";

let adminCtx: APIRequestContext | undefined;

async function admin(baseURL: string): Promise<APIRequestContext> {
  if (adminCtx) return adminCtx;
  const ctx = await request.newContext({ baseURL });
  const reg = await ctx.post("/api/auth/register", { data: { username: ADMIN, password: PASSWORD, role: "employee" } });
  expect([201, 409]).toContain(reg.status());
  const login = await ctx.post("/api/auth/login", { data: { username: ADMIN, password: PASSWORD } });
  expect(login.status(), "the bootstrap admin must be approved: is the e2e database fresh?").toBe(200);
  adminCtx = ctx;
  return ctx;
}

/** An API context signed in as the bootstrap employee, for arranging data. */
export function adminApi(baseURL: string): Promise<APIRequestContext> {
  return admin(baseURL);
}

let counter = 0;
export function uniqueName(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}`;
}

export type E2EUser = { id: string; username: string; role: "employee" | "external" };

/** Registers a user and, unless asked to leave it pending, approves it with the admin. */
export async function createUser(baseURL: string, role: "employee" | "external", opts: { approve?: boolean; prefix?: string } = {}): Promise<E2EUser> {
  const ctx = await admin(baseURL);
  const username = uniqueName(opts.prefix ?? role);
  const anon = await request.newContext({ baseURL });
  const reg = await anon.post("/api/auth/register", { data: { username, password: PASSWORD, role } });
  expect(reg.status()).toBe(201);
  const { user } = await reg.json();
  await anon.dispose();
  if (opts.approve !== false) {
    let approved = await ctx.post(`/api/admin/users/${user.id}/approve`);
    // Issue 32 §4: an approval asks again once the admin's sign-in is 15 minutes old (a long run).
    if (approved.status() === 403 && (await approved.json()).reauth) {
      expect((await ctx.post("/api/auth/reauth", { data: { password: PASSWORD } })).status()).toBe(200);
      approved = await ctx.post(`/api/admin/users/${user.id}/approve`);
    }
    expect(approved.status()).toBe(200);
  }
  return { id: user.id, username, role };
}

/** Signs the page's browser context in (the cookie lands in the context) and opens a path. */
export async function signIn(page: Page, user: { username: string }, path = "/dashboard"): Promise<void> {
  const res = await page.request.post("/api/auth/login", { data: { username: user.username, password: PASSWORD } });
  expect(res.status()).toBe(200);
  await page.goto(path);
}
