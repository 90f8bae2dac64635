"use client";
// Every change on the security page asks again (issue 32 §1): the password, or (codes on) a current code.
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

export type ReauthValue = { password: string; code: string };

type Props = { id: string; value: ReauthValue; onChange: (v: ReauthValue) => void; allowCode: boolean; errors?: Record<string, string[]> };

export function ReauthFields({ id, value, onChange, allowCode, errors }: Props) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField id={`${id}-password`} label="Your password" error={errors?.password?.[0]}>
        {(a11y) => <Input {...a11y} type="password" autoComplete="current-password" value={value.password} onChange={(e) => onChange({ ...value, password: e.target.value })} />}
      </FormField>
      {allowCode && (
        <FormField id={`${id}-code`} label="or a code from your app" error={errors?.code?.[0]}>
          {(a11y) => <Input {...a11y} inputMode="numeric" autoComplete="one-time-code" maxLength={8} value={value.code} onChange={(e) => onChange({ ...value, code: e.target.value })} />}
        </FormField>
      )}
    </div>
  );
}

export const EMPTY_REAUTH: ReauthValue = { password: "", code: "" };
