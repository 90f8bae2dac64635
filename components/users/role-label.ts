/** The user menu's and dashboard's name for a role (spec 1 §1). */
export function roleLabel(role: "employee" | "external"): string {
  return role === "employee" ? "Company Employee" : "External User";
}
