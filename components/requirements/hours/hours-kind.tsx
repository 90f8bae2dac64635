"use client";
// Spec 2 §2 "Service Hours Tracking" as a tracking kind: Log Hours (Edit Entry while editing), the plan's
// seven categories, an optional evidence file, edit and delete while pending (§4), the toasts of §8.
import { Paperclip } from "lucide-react";
import { EvidenceField } from "@/components/requirements/hours/evidence-field";
import { deleteHours, logHours, updateHours, type HoursFormValues } from "@/components/requirements/hours/hours-actions";
import { formSchema } from "@/components/requirements/hours/hours-form-schema";
import type { ServiceHoursEntry } from "@/components/requirements/hours/types";
import { formatHours, hoursPhrase, shortDate, todayIso } from "@/components/requirements/format";
import type { TrackingKind } from "@/components/requirements/tracking/kind";
import type { HoursTracking } from "@/components/requirements/tracking/types";
import { DESCRIPTION_MAX } from "@/lib/requirements/hours/schemas";
import { SERVICE_CATEGORIES, SERVICE_CATEGORY_LABELS } from "@/lib/requirements/categories";

const hours = (value: string) => `${formatHours(value)} h`;

export const HOURS_TRACKING: TrackingKind<ServiceHoursEntry, HoursFormValues, HoursTracking> = {
  review: "service-hours",
  title: "Service Hours Tracking",
  description: "Log the hours you spend on the firm's projects. Approved hours count toward your 100-hour yearly requirement.",
  tabsLabel: "Service hours",
  logLabel: "Log Hours",
  editLabel: "Edit Entry",
  updateLabel: "Update Entry",
  idPrefix: "hours",
  schema: formSchema,
  empty: () => ({ serviceDate: todayIso(), hours: "", category: "operations_oversight", description: "", evidenceFile: null, removeEvidence: false }),
  toForm: (e) => ({ serviceDate: e.serviceDate, hours: formatHours(e.hours), category: e.category, description: e.description, evidenceFile: null, removeEvidence: false }),
  fields: [
    { name: "serviceDate", label: "Date", type: "date" },
    { name: "hours", label: "Hours", hint: "0.5 to 24, in steps of 0.5", type: "number", step: "0.5", min: "0", max: "24" },
    { name: "category", label: "Category", type: "choice", wide: true, choices: SERVICE_CATEGORIES.map((c) => ({ value: c, label: SERVICE_CATEGORY_LABELS[c] })), placeholder: "Select a category" },
    { name: "description", label: "Description", type: "textarea", wide: true, maxLength: DESCRIPTION_MAX, placeholder: "What did you do?" },
  ],
  extra: (form, editing) => <EvidenceField form={form} current={editing?.evidence ?? null} />,
  actions: { log: logHours, update: updateHours, remove: deleteHours },
  messages: {
    log: { success: "Service hours logged", failure: "Failed to log service hours" },
    update: { success: "Service hours updated", failure: "Failed to update service hours" },
    remove: { success: "Service hours deleted", failure: "Failed to delete service hours" },
  },
  history: {
    emptyTitle: "No hours logged yet",
    emptyText: (year) => `Hours you log for ${year} appear here.`,
    name: (e) => `entry of ${shortDate(e.serviceDate)}`,
    what: (e) => `${hoursPhrase(e.hours)} on ${shortDate(e.serviceDate)}`,
    headline: (e) => (
      <>
        <span className="font-medium tabular-nums text-slate-900">{hours(e.hours)}</span>
        <span className="text-sm text-slate-600">{shortDate(e.serviceDate)}</span>
      </>
    ),
    details: (e) => (
      <>
        <p className="text-xs font-medium text-slate-600">{SERVICE_CATEGORY_LABELS[e.category]}</p>
        <p className="wrap-anywhere text-sm text-slate-800">{e.description}</p>
      </>
    ),
    attachment: (e) =>
      e.evidence && (
        <a href={e.evidence.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-xs text-emerald-700 underline">
          <Paperclip className="size-3" aria-hidden />
          {e.evidence.fileName}
        </a>
      ),
    deletable: (e) => e.status === "pending",
  },
  // Approved service hours of the 100, and the hours per category.
  progress: ({ year, progress: p, summary: s }) => ({
    meter: { label: `Approved service hours, ${year}`, hours: p.completedHours, required: p.requiredHours, percentage: p.progressPercentage },
    figures: [
      ["Approved", hours(s.approvedHours)],
      ["Pending", hours(s.pendingHours)],
      ["Rejected", hours(s.rejectedHours)],
    ],
    columns: 3,
    breakdown: {
      title: "By category (approved / logged)",
      rows: s.categoryBreakdown.map((c) => [SERVICE_CATEGORY_LABELS[c.category], `${formatHours(c.hours)} / ${formatHours(c.loggedHours)} h`]),
    },
  }),
};
