import type { Role } from "@/lib/auth/schemas";
import { cn } from "@/lib/client/cn";

export const ROLE_OPTIONS: { value: Role; label: string; hint: string }[] = [
  { value: "external", label: "External User (View Only)", hint: "Investors: view shared projects and manage your participation." },
  { value: "employee", label: "Company Employee (Full Access)", hint: "Staff: manage the project pipeline. May need approval." },
];

/** The registration role as two radio cards (a native radio group: arrow keys move between them). */
export function RoleChoice({ defaultValue, error }: { defaultValue: Role; error?: string }) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? "register-role-error" : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Role</legend>
      {ROLE_OPTIONS.map((option) => (
        <label
          key={option.value}
          className={cn(
            "flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 transition-colors hover:border-emerald-500",
            "has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600/40",
          )}
        >
          <input
            type="radio"
            name="role"
            value={option.value}
            defaultChecked={defaultValue === option.value}
            aria-labelledby={`role-${option.value}-label`}
            aria-describedby={`role-${option.value}-hint`}
            className="mt-0.5 size-4 accent-emerald-700"
          />
          <span className="grid gap-0.5">
            <span id={`role-${option.value}-label`} className="text-sm font-medium text-slate-900">
              {option.label}
            </span>
            <span id={`role-${option.value}-hint`} className="text-xs text-slate-600">
              {option.hint}
            </span>
          </span>
        </label>
      ))}
      {error && (
        <p id="register-role-error" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
