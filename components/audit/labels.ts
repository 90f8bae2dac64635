import type { BadgeProps } from "@/components/ui/badge";

const ENTITY_LABELS: Record<string, string> = { project: "Project", comment: "Engineering update", task: "Task", user: "User account" };
export const entityLabel = (type: string) => ENTITY_LABELS[type] ?? type;

const ACTION_LOOK: Record<string, { label: string; variant: NonNullable<BadgeProps["variant"]> }> = {
  create: { label: "Create", variant: "default" },
  update: { label: "Update", variant: "info" },
  delete: { label: "Delete", variant: "destructive" },
};
export const actionLook = (action: string) => ACTION_LOOK[action] ?? { label: action, variant: "secondary" as const };

const FIELD_OVERRIDES: Record<string, string> = { itcTaxCredit: "ITC tax credit", deploymentQuarter: "Deployment quarter" };

/** "numberOfChargers" → "Number of chargers": audit rows name fields as the API does. */
export function fieldLabel(field: string): string {
  if (FIELD_OVERRIDES[field]) return FIELD_OVERRIDES[field];
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
