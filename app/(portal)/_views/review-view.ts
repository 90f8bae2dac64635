import { progressListQuerySchema, reviewQueueQuerySchema } from "@/lib/requirements/schemas";
import { REVIEW_TABS, type ReviewView } from "@/components/requirements/review/types";

type SearchParams = Record<string, string | string[] | undefined>;

/** The review screen's view from its URL; a value that does not parse falls back to its default. */
export function reviewView(params: SearchParams): ReviewView {
  const one = (name: string) => {
    const v = params[name];
    return typeof v === "string" ? v : undefined;
  };
  const field = <T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }, value: unknown, fallback: T): T => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  };
  const q = reviewQueueQuerySchema.shape;
  const defaults = reviewQueueQuerySchema.parse({});
  return {
    tab: REVIEW_TABS.find((t) => t === one("tab")) ?? "hours",
    year: field(q.year, one("year"), defaults.year),
    status: field(q.status, one("status"), defaults.status),
    investor: field(q.investor, one("investor"), undefined) ?? "",
    search: field(progressListQuerySchema.shape.search, one("search"), undefined) ?? "",
    page: field(q.page, one("page"), 1),
  };
}
