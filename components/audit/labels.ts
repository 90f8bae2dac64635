import type { BadgeProps } from "@/components/ui/badge";
import { AUDIT_ENTITIES, AUDIT_EVENTS, isAuditEventName } from "@/lib/audit/events";

export const entityLabel = (type: string) => (AUDIT_ENTITIES as Record<string, string>)[type] ?? type;

const ACTION_VARIANT: Record<string, NonNullable<BadgeProps["variant"]>> = { create: "default", update: "info", delete: "destructive" };

/** The event's name as the report shows it ("Reservation rejected"), coloured by what it did. */
export function eventLook(event: string, action: string): { label: string; variant: NonNullable<BadgeProps["variant"]> } {
  return { label: isAuditEventName(event) ? AUDIT_EVENTS[event].label : event, variant: ACTION_VARIANT[action] ?? "secondary" };
}

const FIELD_OVERRIDES: Record<string, string> = {
  itcTaxCredit: "ITC tax credit",
  deploymentQuarter: "Deployment quarter",
  rejectionNotes: "Rejection note",
  rejectedFor: "Rejected for",
  reservedBy: "Reserved by",
  approvedBy: "Approved by",
  ownedBy: "Owner",
  assignedTo: "Assignee",
};

/** "numberOfChargers" → "Number of chargers": audit rows name fields as the API does. */
export function fieldLabel(field: string): string {
  if (FIELD_OVERRIDES[field]) return FIELD_OVERRIDES[field];
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
