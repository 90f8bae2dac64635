// The staff view's URL state (spec 2 §2): ?tab= picks Courses, Assignments or Completions; the two
// server-paged lists add search, status, sort, order and page. Client-safe: the page parses it on the
// server and the tabs write it.
export const STAFF_TABS = ["courses", "assignments", "completions"] as const;
export type StaffTab = (typeof STAFF_TABS)[number];
export const STAFF_PAGE_SIZE = 25;

/** The tab a ?tab= value names; anything else is the first tab. */
export const staffTab = (value: string | undefined): StaffTab => STAFF_TABS.find((t) => t === value) ?? "courses";

/** The list parameters a staff list keeps in the URL. */
export const LIST_PARAMS = ["search", "status", "sort", "order", "page"] as const;
