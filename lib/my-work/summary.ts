// What "My work" (issue 31 §5) hands to its page and to the daily digest: plain, serializable data (strings and
// numbers only), so a mail template or a client component can take it as it is. Client-safe.

/** How far ahead an employee's task counts as due: overdue ones and those due within this many days. */
export const TASK_HORIZON_DAYS = 7;
/** The most tasks the list carries; the rest are counted. */
export const TASK_LIST_LIMIT = 100;

/** A project task assigned to the reader, due within the horizon or overdue. */
export type MyWorkTask = {
  id: string;
  title: string;
  priority: "low" | "medium" | "high" | "urgent";
  /** yyyy-MM-dd */
  dueDate: string;
  overdue: boolean;
  project: { id: string; name: string };
  href: string;
};

/** The employees' review queues, in the order the page lists them. */
export const REVIEW_KINDS = ["hours", "credits", "documents", "completions", "reservations", "registrations"] as const;
/** What an investor may still owe the portal. */
export const INVESTOR_NEEDS = ["document-rejected", "documents-missing", "hours-behind", "msa-sign", "msa-review", "course"] as const;
export type MyWorkKind = (typeof REVIEW_KINDS)[number] | (typeof INVESTOR_NEEDS)[number];

/**
 * One line of the list: what it is, how many (a review queue, missing documents) or by when (a course), a
 * sentence of detail, and the screen where it is done. `href` is a path on this site.
 */
export type MyWorkItem = {
  kind: MyWorkKind;
  title: string;
  detail: string | null;
  count: number | null;
  dueDate: string | null;
  href: string;
};

export type MyWorkSummary = {
  role: "employee" | "investor";
  /** The day the summary was read for (UTC), yyyy-MM-dd. */
  today: string;
  /** Employees: their due and overdue tasks, overdue first, then by due date. Investors: none. */
  tasks: MyWorkTask[];
  /** How many such tasks there are in all (the list stops at TASK_LIST_LIMIT). */
  taskCount: number;
  /** Employees: every review queue, each with its count (0 = nothing waiting). Investors: only what is still needed. */
  items: MyWorkItem[];
  /** Everything waiting: the tasks plus the queues' counts (employees), or the number of items (investors). */
  total: number;
};
