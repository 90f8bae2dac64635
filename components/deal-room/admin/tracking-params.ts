// Document Tracking's state lives in its URL (search, user status, completion, page, tab), so a reload, a
// shared link or the back button shows the same investors. Read on the server, written by the screen.
import { summaryQuerySchema, type CompletionBadgeFilter, type USER_STATUSES } from "@/lib/deal-room/schemas";

export const PAGE_SIZE = 25;

export type TrackingView = "overview" | "detailed";

export type TrackingState = {
  search: string;
  status: (typeof USER_STATUSES)[number] | null;
  badge: CompletionBadgeFilter | null;
  page: number;
  view: TrackingView;
};

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The state a URL asks for; a hand-edited value the API would refuse falls back to no filter. */
export function readTrackingParams(params: SearchParams): TrackingState {
  const { shape } = summaryQuerySchema;
  const value = (key: string) => first(params[key]);
  return {
    search: shape.search.safeParse(value("search")).data ?? "",
    status: shape.status.safeParse(value("status")).data ?? null,
    badge: shape.badge.safeParse(value("badge")).data ?? null,
    page: shape.page.safeParse(value("page")).data ?? 1,
    view: first(params.view) === "detailed" ? "detailed" : "overview",
  };
}

/** The filters as the summary and the CSV export take them (empty ones left out). */
export function filterQuery({ search, status, badge }: TrackingState): URLSearchParams {
  const query = new URLSearchParams();
  if (search) query.set("search", search);
  if (status) query.set("status", status);
  if (badge) query.set("badge", badge);
  return query;
}

/** The screen's own URL for a state: only what differs from the defaults. */
export function trackingSearch(state: TrackingState): string {
  const query = filterQuery(state);
  if (state.page > 1) query.set("page", String(state.page));
  if (state.view !== "overview") query.set("view", state.view);
  const text = query.toString();
  return text ? `?${text}` : "";
}
