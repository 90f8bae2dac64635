// One fake API for component tests: fetch answered by route ("METHOD path"), with the signed-in user at
// /api/auth/me, and a project list that filters and pages like the server. Unknown calls are a 404, so an
// unexpected request shows up in a test.
import type { ProjectItem } from "@/components/shared/project-item";
import { mockFetch, type FakeAnswer } from "@/lib/client/test-utils";
import { STATS } from "@/test/factories/dashboard";
import { me, signedIn, type SignedInUser } from "@/test/factories/signed-in";

type Route = (init?: RequestInit) => FakeAnswer;
type Answer = (url: string, init?: RequestInit) => FakeAnswer | undefined;

const methodOf = (init?: RequestInit) => init?.method ?? "GET";
const notFaked = (url: string, init?: RequestInit): FakeAnswer => ({ status: 404, body: { error: `No fake for ${methodOf(init)} ${url}` } });

/** Answers `/api/auth/me` as `user`, then `routes` keyed "METHOD path" (e.g. "GET /api/projects/p-1"). */
export function fakeApi(user: SignedInUser, routes: Record<string, FakeAnswer | Route>) {
  return (url: string, init?: RequestInit): FakeAnswer => {
    if (url === "/api/auth/me") return { body: me(user.role) };
    const route = routes[`${methodOf(init)} ${url}`];
    if (!route) return notFaked(url, init);
    return typeof route === "function" ? route(init) : route;
  };
}

/** GET /api/projects over `projects`: the stage filter, sorting by cost and paging, with X-Total-Count. */
function listProjects(projects: ProjectItem[], url: string, init?: RequestInit): FakeAnswer | undefined {
  const [path, qs = ""] = url.split("?");
  if (path !== "/api/projects" || methodOf(init) !== "GET") return undefined;
  const params = new URLSearchParams(qs);
  const matching = projects.filter((p) => !params.get("stage") || p.stage === params.get("stage"));
  if (params.get("sort") === "cost") {
    matching.sort((a, b) => Number(a.projectCost) - Number(b.projectCost));
    if (params.get("order") === "desc") matching.reverse();
  }
  const page = Number(params.get("page") ?? 1);
  const size = Number(params.get("pageSize") ?? matching.length);
  return { body: matching.slice((page - 1) * size, page * size), headers: { "X-Total-Count": String(matching.length) } };
}

/**
 * Installs the fake for the dashboard's screens: `extra` answers first, then /api/auth/me,
 * /api/dashboard/stats and GET /api/projects.
 */
export function fakeProjectsApi(role: "employee" | "external", projects: ProjectItem[], extra: Answer = () => undefined) {
  const api = fakeApi(signedIn(role), { "GET /api/dashboard/stats": { body: STATS } });
  return mockFetch((url, init) => extra(url, init) ?? listProjects(projects, url, init) ?? api(url, init));
}

/** The calls a fetch mock received, as "METHOD path". */
export function callsOf(fetch: jest.Mock): string[] {
  return fetch.mock.calls.map(([url, init]) => `${methodOf(init as RequestInit | undefined)} ${String(url)}`);
}

/** The GET /api/projects calls made so far, as their query parameters. */
export function listCalls(fetch: jest.Mock): URLSearchParams[] {
  return callsOf(fetch)
    .filter((call) => call.startsWith("GET /api/projects") && ["", "?"].includes(call.charAt("GET /api/projects".length)))
    .map((call) => new URLSearchParams(call.split("?")[1] ?? ""));
}

/** Whether GET /api/projects was asked for exactly these parameters. */
export function requested(fetch: jest.Mock, params: Record<string, string>): boolean {
  return listCalls(fetch).some((call) => JSON.stringify(Object.fromEntries(call)) === JSON.stringify(params));
}
