import DocumentTrackingPage from "@/app/(portal)/admin/documents/page";
import { getDocumentSummary } from "@/lib/deal-room/summary";
import { requirePermission } from "@/lib/auth/current-user";
import type { SessionUser } from "@/lib/session";

jest.mock("@/lib/auth/current-user", () => ({ requirePermission: jest.fn() }));
jest.mock("@/lib/deal-room/summary", () => ({ getDocumentSummary: jest.fn() }));

const employee = { id: "e1", username: "emma", role: "employee" } as SessionUser;

test("a page past the end (an old link) shows the last page instead of 'No investors found'", async () => {
  jest.mocked(requirePermission).mockResolvedValue(employee);
  jest.mocked(getDocumentSummary).mockImplementation(async (_user, query) => ({ rows: query.page === 2 ? ([{ user: { id: "i1" } }] as never) : [], total: 26 }));
  const page = await DocumentTrackingPage({ searchParams: Promise.resolve({ page: "7" }) });
  expect(jest.mocked(getDocumentSummary).mock.calls.map(([, q]) => q.page)).toEqual([7, 2]);
  // The screen is rendered with that page's rows and the page it shows.
  const screen = (page.props.children as React.ReactElement[])[1] as React.ReactElement<{ rows: unknown[]; state: { page: number } }>;
  expect(screen.props.rows).toHaveLength(1);
  expect(screen.props.state.page).toBe(2);
});
