"use client";
// Spec 2 §2 "Education Credits Tracking" as a tracking kind: Log Credits (Edit Credits while editing), the
// learning categories, edit while pending and delete until approved (a rejection shows as denied, §4),
// the toasts of §8.
import type { EducationCredit } from "@/components/requirements/credits/types";
import { formatHours, hoursPhrase, shortDate, todayIso } from "@/components/requirements/format";
import type { TrackingKind } from "@/components/requirements/tracking/kind";
import type { CreditsTracking } from "@/components/requirements/tracking/types";
import { logEducationCreditAction } from "@/actions/requirements/log-education-credit";
import { updateEducationCreditAction } from "@/actions/requirements/update-education-credit";
import { deleteEducationCreditAction } from "@/actions/requirements/delete-education-credit";
import { CREDIT_DESCRIPTION_MAX, educationCreditSchema, type EducationCreditInput } from "@/lib/requirements/credits/schemas";
import { LEARNING_CATEGORIES, LEARNING_CATEGORY_LABELS } from "@/lib/requirements/categories";

const hours = (value: string) => `${formatHours(value)} h`;

export const CREDITS_TRACKING: TrackingKind<EducationCredit, EducationCreditInput, CreditsTracking> = {
  review: "education-credits",
  title: "Education Credits Tracking",
  description: "Log courses and trainings you complete. Approved credit hours count toward your 100-hour yearly requirement.",
  tabsLabel: "Education credits",
  logLabel: "Log Credits",
  editLabel: "Edit Credits",
  updateLabel: "Update Credits",
  idPrefix: "credit",
  schema: educationCreditSchema,
  empty: () => ({ courseName: "", provider: "", creditHours: "", completionDate: todayIso(), description: "", category: "other" }),
  toForm: (c) => ({ ...c, creditHours: formatHours(c.creditHours), description: c.description ?? "" }),
  fields: [
    { name: "courseName", label: "Course name", type: "text", maxLength: 200 },
    { name: "provider", label: "Provider", type: "text", maxLength: 200 },
    { name: "creditHours", label: "Credit hours", hint: "0 or more, in steps of 0.1", type: "number", step: "0.1", min: "0" },
    { name: "completionDate", label: "Completion date", type: "date" },
    { name: "category", label: "Category", type: "choice", wide: true, choices: LEARNING_CATEGORIES.map((c) => ({ value: c, label: LEARNING_CATEGORY_LABELS[c] })) },
    { name: "description", label: "Description (optional)", type: "textarea", wide: true, maxLength: CREDIT_DESCRIPTION_MAX },
  ],
  actions: {
    log: ({ values }, options) => logEducationCreditAction(values, options),
    update: ({ id, values }, options) => updateEducationCreditAction({ id, ...values }, options),
    remove: (id, options) => deleteEducationCreditAction({ id }, options),
  },
  messages: {
    log: { success: "Education credits logged", failure: "Failed to log education credits" },
    update: { success: "Education credits updated", failure: "Failed to update education credits" },
    remove: { success: "Education credits deleted", failure: "Failed to delete education credits" },
  },
  history: {
    emptyTitle: "No credits logged yet",
    emptyText: (year) => `Credits you log for ${year} appear here.`,
    name: (c) => c.courseName,
    what: (c) => `${c.courseName} (${hoursPhrase(c.creditHours, "credit hour")})`,
    headline: (c) => <span className="wrap-anywhere font-medium text-slate-900">{c.courseName}</span>,
    details: (c) => (
      <>
        <p className="text-sm text-slate-700">
          {c.provider} · {shortDate(c.completionDate)} · <span className="tabular-nums">{hours(c.creditHours)}</span>
        </p>
        {c.description && <p className="wrap-anywhere text-sm text-slate-600">{c.description}</p>}
      </>
    ),
    deletable: (c) => c.status !== "approved",
  },
  // Education credits toward the year's 100 hours, beside the service hours they add to.
  progress: ({ year, progress: p, summary: s }) => ({
    meter: { label: `Total approved hours, ${year}`, hours: p.totalHours, required: p.requiredHours, percentage: p.progressPercentage },
    note: "Approved service hours plus approved education hours (logged credits and completed courses).",
    // Education hours are logged credits and approved course completions together; the total adds service hours.
    figures: [
      ["Approved education hours", hours(p.approvedCredits)],
      ["Pending education hours", hours(p.pendingCredits)],
      ["Logged credits approved", `${s.approvedSubmissions} of ${s.totalSubmissions}`],
      ["Approved service hours", hours(p.serviceHours)],
    ],
    columns: 2,
  }),
};
