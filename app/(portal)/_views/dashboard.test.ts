import { readDashboard } from "@/app/(portal)/_views/dashboard";
import { getDashboardStats } from "@/lib/dashboard/queries";
import { listProjects } from "@/lib/projects/queries";
import { listProjectQuarters } from "@/lib/projects/quarter-options";
import { getMyReadiness } from "@/lib/readiness/queries";
import { listMyPlaces } from "@/lib/reservations/waitlist-queries";
import type { SessionUser } from "@/lib/session";
import { STATS } from "@/test/factories/dashboard";
import { projectItem } from "@/test/factories/project-items";

jest.mock("@/lib/dashboard/queries", () => ({ getDashboardStats: jest.fn() }));
jest.mock("@/lib/projects/queries", () => ({ listProjects: jest.fn() }));
jest.mock("@/lib/projects/quarter-options", () => ({ listProjectQuarters: jest.fn() }));
jest.mock("@/lib/pipeline/queries", () => ({ getIdleCounts: jest.fn() }));
jest.mock("@/lib/readiness/queries", () => ({ getMyReadiness: jest.fn() }));
jest.mock("@/lib/reservations/waitlist-queries", () => ({ listMyPlaces: jest.fn() }));

const user = { id: "u1", username: "ivan", role: "external" } as SessionUser;
const READINESS = { required: false } as never;
// The presenter's view as the query returns it: dates as Date objects.
const item = projectItem(1, { client: "Depot" });
const row = { ...item, createdAt: new Date("2025-01-02T03:04:05.000Z"), updatedAt: new Date(item.updatedAt) };

beforeEach(() => {
  jest.mocked(getDashboardStats).mockReset().mockResolvedValue(STATS);
  jest.mocked(listProjects).mockReset().mockResolvedValue({ rows: [row] as never, total: 1 });
  jest.mocked(listProjectQuarters).mockReset().mockResolvedValue(["Q4'25", "Q2'26"]);
  jest.mocked(getMyReadiness).mockReset().mockResolvedValue(READINESS);
  jest.mocked(listMyPlaces).mockReset().mockResolvedValue([{ projectId: "p-9", place: 2 }] as never);
});

test("reads the URL's list query as the route parses it, ten a page, and leaves out what the schema refuses", async () => {
  const data = await readDashboard(user, { search: "Depot ", stage: "Funded", type: ["L2", "L3"], sort: "cost", order: "desc", page: "1", pageSize: "1000" });
  expect(listProjects).toHaveBeenCalledWith(user, { search: "Depot", type: "L2", sort: "cost", order: "desc", page: 1, pageSize: 10 });
  expect(data.list).toEqual({ filters: { search: "Depot ", stage: null, quarter: null, type: "L2" }, sorting: [{ id: "cost", desc: true }], page: 1 });
  // The route's wire form: dates as ISO text, checked against the registry's schema.
  expect(data.projects).toEqual({ rows: [{ ...item, createdAt: "2025-01-02T03:04:05.000Z" }], total: 1 });
  expect(data.stats).toBe(STATS);
  // The Quarter filter offers the quarters the viewer's projects are in.
  expect(data.quarters).toEqual(["Q4'25", "Q2'26"]);
  expect(listProjectQuarters).toHaveBeenCalledWith(user);
  // An investor's readiness and places in line, for the Reserve and waitlist buttons.
  expect(data.reserving).toEqual({ readiness: READINESS, places: { "p-9": 2 } });
});

test("a page past the end (after a delete) shows the last page instead", async () => {
  jest.mocked(listProjects).mockResolvedValueOnce({ rows: [], total: 21 });
  const data = await readDashboard(user, { page: "4" });
  expect(jest.mocked(listProjects).mock.calls.map(([, q]) => q.page)).toEqual([4, 3]);
  expect(data.list.page).toBe(3);
});

test("one failed read leaves the other: null where it failed", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  jest.mocked(getDashboardStats).mockRejectedValue(new Error("database down"));
  const data = await readDashboard(user, {});
  expect(data.stats).toBeNull();
  expect(data.projects?.total).toBe(1);
});
