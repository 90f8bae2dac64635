// The switch "Require a second factor" (issue 32 §3): whom it covers. Client-safe and pure: the session
// read (lib/session.ts), the setting's schema and the switch's labels all read it.
// The two roles, spelt out as lib/session.ts does: importing lib/auth would make the folders a cycle.
type Role = "employee" | "external";

export const SECOND_FACTOR_POLICIES = ["nobody", "employees", "everyone"] as const;
export type SecondFactorPolicy = (typeof SECOND_FACTOR_POLICIES)[number];

export const SECOND_FACTOR_POLICY_LABELS: Record<SecondFactorPolicy, string> = {
  nobody: "No one",
  employees: "Employees",
  everyone: "Everyone",
};

/** Whether the switch asks an account of this role for a second factor. */
export function secondFactorRequired(policy: SecondFactorPolicy, role: Role): boolean {
  return policy === "everyone" || (policy === "employees" && role === "employee");
}
