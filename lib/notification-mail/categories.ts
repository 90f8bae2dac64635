// Issue 31 §3: every notification kind belongs to one mail category, and a user chooses per category
// whether its mails come immediately, in the daily digest, or not at all (the bell keeps everything).
// Client-safe: the preferences form lists these.
import type { Role } from "@/lib/auth/schemas";

export const NOTIFICATION_CATEGORIES = ["decisions", "reservations", "agreements", "reviews", "account"] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const MAIL_MODES = ["immediately", "digest", "off"] as const;
export type MailMode = (typeof MAIL_MODES)[number];
/** No preference stored: mailed at once, as the issue asks ("everything that rings the bell also sends a mail"). */
export const DEFAULT_MODE: MailMode = "immediately";

export const MAIL_MODE_LABELS: Record<MailMode, string> = { immediately: "Immediately", digest: "Daily digest", off: "Off" };

type CategoryInfo = { label: string; description: string; roles: readonly Role[] };

export const CATEGORY_INFO: Record<NotificationCategory, CategoryInfo> = {
  decisions: { label: "Decisions", description: "Your service hours, education credits, deal-room documents and course completions approved or rejected.", roles: ["external"] },
  reservations: { label: "Reservations", description: "Your reservations approved or rejected, and your turn on a waitlist.", roles: ["external"] },
  agreements: { label: "Agreements", description: "Agreements assigned, answered, approved; an MSA ready to sign, signed and executed.", roles: ["external", "employee"] },
  reviews: { label: "Waiting for review", description: "New registrations, documents, hours and credits handed in, and reservation requests.", roles: ["employee"] },
  account: { label: "Account and security", description: "Your account approved or denied, and changes to its sign-in security.", roles: ["external", "employee"] },
};

/** What one unsubscribe link turns off: a category, or (the digest's link) every category sent in the digest. */
export const UNSUBSCRIBE_SCOPES = [...NOTIFICATION_CATEGORIES, "digest"] as const;
export type UnsubscribeScope = (typeof UNSUBSCRIBE_SCOPES)[number];
export const scopeLabel = (scope: UnsubscribeScope) => (scope === "digest" ? "Daily digest" : CATEGORY_INFO[scope].label);

/** The categories a role's notifications fall into (the preferences page shows only these). */
export const categoriesFor = (role: Role): NotificationCategory[] => NOTIFICATION_CATEGORIES.filter((c) => CATEGORY_INFO[c].roles.includes(role));

// A notification's kind is "<subject>.<event>"; the subject decides the category.
const BY_SUBJECT: Record<string, NotificationCategory> = {
  "service-hours": "decisions",
  "education-credit": "decisions",
  document: "decisions",
  "course-completion": "decisions",
  reservation: "reservations",
  version: "agreements",
  thread: "agreements",
  msa: "agreements",
  review: "reviews",
  account: "account",
  security: "account",
};

/** The category of a notification kind; an unknown subject counts as "account" (mailed, never lost). */
export function categoryOf(kind: string): NotificationCategory {
  return BY_SUBJECT[kind.split(".")[0]] ?? "account";
}
