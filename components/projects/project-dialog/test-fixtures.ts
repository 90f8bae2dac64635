// Shared by the project screens' component tests: a signed-in user, a project, and a fake API.
import type { FakeAnswer } from "@/lib/client/test-utils";
import type { Project } from "@/components/projects/project-dialog/project-api";

export const EMPLOYEE = { id: "u-emp", username: "staffer", role: "employee", status: "approved", createdAt: "2025-01-01T00:00:00.000Z" } as const;
export const INVESTOR = { id: "u-inv", username: "investor1", role: "external", status: "approved", createdAt: "2025-01-01T00:00:00.000Z" } as const;

export const PROJECT: Project = {
  id: "p-1",
  deploymentQuarter: "Q3'25",
  stage: "Pipeline",
  client: "Acme Parking",
  address: "1 Main St, Springfield",
  purpose: "Workplace charging",
  type: "L2",
  numberOfChargers: 12,
  numberOfSpaces: 24,
  projectCost: "250000.00",
  itcTaxCredit: true,
  engineeringNotes: "Transformer upgrade needed",
  investorSummary: "Stable tenant",
  sharedWithInvestors: true,
  createdAt: "2025-04-01T00:00:00.000Z",
  updatedAt: "2025-05-01T00:00:00.000Z",
  reservationStatus: null,
  reservedAt: null,
  reservedByUsername: null,
  approvedAt: null,
  isReserved: false,
  reservedByMe: false,
  ownedByMe: false,
  available: false,
};

type Route = (init?: RequestInit) => FakeAnswer;

/**
 * A fake API: `/api/auth/me` answers as `me`; other answers come from `routes`, keyed "METHOD path"
 * (e.g. "GET /api/projects/p-1"); anything else is a 404 so an unexpected call shows up in a test.
 */
export function fakeApi(me: typeof EMPLOYEE | typeof INVESTOR, routes: Record<string, FakeAnswer | Route>) {
  return (url: string, init?: RequestInit): FakeAnswer => {
    if (url === "/api/auth/me") return { body: { user: me, isEmployee: me.role === "employee" } };
    const route = routes[`${init?.method ?? "GET"} ${url}`];
    if (!route) return { status: 404, body: { error: `No fake for ${init?.method ?? "GET"} ${url}` } };
    return typeof route === "function" ? route(init) : route;
  };
}

/** The calls a fetch mock received, as "METHOD path". */
export function callsOf(fetch: jest.Mock): string[] {
  return fetch.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? "GET"} ${String(url)}`);
}

/** Radix Select, Tabs and Switch use pointer capture, scrollIntoView and ResizeObserver, which jsdom lacks. */
export function polyfillRadix() {
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
