// Shared by the project list's component tests: users, projects, stats, and a fake GET /api/projects
// that filters and pages like the server.
import type { ReactElement } from "react";
import { AuthGate } from "@/components/auth/auth-gate";
import type { MePayload } from "@/lib/client/use-auth";
import { mockFetch, renderWithProviders, type FakeAnswer } from "@/lib/client/test-utils";
import type { ProjectItem } from "@/components/projects/project-item";
import type { DashboardStats } from "@/components/dashboard/use-dashboard-stats";

export function me(role: "employee" | "external"): MePayload {
  const username = role === "employee" ? "staffer" : "investor1";
  return { user: { id: `u-${role}`, username, role, status: "approved", createdAt: "2025-01-01T00:00:00.000Z" }, isEmployee: role === "employee" };
}

const STAGES = ["Pipeline", "Best Case", "Committed", "Contracted", "Deployed"] as const;

export function project(n: number, patch: Partial<ProjectItem> = {}): ProjectItem {
  return {
    id: `p-${n}`,
    deploymentQuarter: "Q3'25",
    stage: STAGES[n % STAGES.length],
    client: `Client ${String(n).padStart(2, "0")}`,
    address: `${n} Main St`,
    purpose: "Fleet depot",
    type: n % 2 ? "L2" : "L3",
    numberOfChargers: n,
    numberOfSpaces: n * 2,
    projectCost: `${n * 1000}.50`,
    itcTaxCredit: n % 2 === 0,
    engineeringNotes: null,
    investorSummary: null,
    sharedWithInvestors: true,
    reservedAt: null,
    reservationStatus: null,
    approvedAt: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    reservedByUsername: null,
    isReserved: false,
    reservedByMe: false,
    ownedByMe: false,
    available: false,
    ...patch,
  };
}

export const STATS: DashboardStats = {
  committedAvailableCount: 1,
  committedAvailableValue: "1000.00",
  committedReservedByMeCount: 0,
  committedReservedByMeValue: "0.00",
  deployedOwnedCount: 0,
  deployedOwnedValue: "0.00",
  totalProjects: 35,
  totalValue: "12345678.90",
  committedCount: 7,
  deployedCount: 6,
  byStage: [
    { stage: "Committed", count: 7, value: "4200000.00" },
    { stage: "Pipeline", count: 8, value: "2500000.00" },
    { stage: "Best Case", count: 7, value: "1000000.00" },
    { stage: "Contracted", count: 7, value: "3000000.00" },
    { stage: "Deployed", count: 6, value: "1645678.90" },
  ],
  byType: [
    { type: "L3", count: 17, value: "8000000.00", chargers: 120 },
    { type: "L2", count: 18, value: "4345678.90", chargers: 1 },
  ],
};

type Extra = (url: string, init?: RequestInit) => FakeAnswer | undefined;

/**
 * Answers /api/auth/me, /api/dashboard/stats and GET /api/projects (stage filter and paging applied,
 * X-Total-Count set); `extra` answers anything else first.
 */
export function fakeProjectsApi(role: "employee" | "external", projects: ProjectItem[], extra: Extra = () => undefined) {
  return mockFetch((url, init) => {
    const special = extra(url, init);
    if (special) return special;
    if (url === "/api/auth/me") return { body: me(role) };
    if (url === "/api/dashboard/stats") return { body: STATS };
    const [path, qs = ""] = url.split("?");
    if (path === "/api/projects" && (init?.method ?? "GET") === "GET") {
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
    return { status: 404, body: { error: `No fake for ${init?.method ?? "GET"} ${url}` } };
  });
}

export function renderAs(role: "employee" | "external", ui: ReactElement) {
  return renderWithProviders(<AuthGate initial={me(role)}>{ui}</AuthGate>);
}

/** Whether GET /api/projects was asked for exactly these parameters. */
export function requested(fetch: jest.Mock, params: Record<string, string>): boolean {
  return listCalls(fetch).some((call) => JSON.stringify(Object.fromEntries(call)) === JSON.stringify(params));
}

/** The GET /api/projects calls made so far, as their query parameters. */
export function listCalls(fetch: jest.Mock): URLSearchParams[] {
  return fetch.mock.calls
    .map(([url, init]) => [String(url), (init as RequestInit | undefined)?.method ?? "GET"] as const)
    .filter(([url, method]) => method === "GET" && url.split("?")[0] === "/api/projects")
    .map(([url]) => new URLSearchParams(url.split("?")[1] ?? ""));
}
