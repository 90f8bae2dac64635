"use client";
// Every change on the security page asks again (issue 32 §1): the password, or (codes on) a current code.
// The fields of a react-hook-form form parsed by the action's own schema (lib/security/schemas.ts).
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { applyFieldErrors } from "@/lib/client/form-errors";
import { reauthSchema } from "@/lib/security/schemas";

export type ReauthValue = { password: string; code: string };

export const EMPTY_REAUTH: ReauthValue = { password: "", code: "" };

type Props = {
  id: string;
  password: UseFormRegisterReturn;
  code: UseFormRegisterReturn;
  allowCode: boolean;
  /** The form's errors (react-hook-form's formState.errors): each field's message. */
  errors: Partial<Record<keyof ReauthValue, { message?: string }>>;
};

export function ReauthFields({ id, password, code, allowCode, errors }: Props) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField id={`${id}-password`} label="Your password" error={errors.password?.message}>
        {(a11y) => <Input {...a11y} type="password" autoComplete="current-password" {...password} />}
      </FormField>
      {allowCode && (
        <FormField id={`${id}-code`} label="or a code from your app" error={errors.code?.message}>
          {(a11y) => <Input {...a11y} inputMode="numeric" autoComplete="one-time-code" maxLength={8} {...code} />}
        </FormField>
      )}
    </div>
  );
}

/** A form that only asks again: the fields, their check by the actions' schema, and the server's field messages. */
export function useReauthForm() {
  const form = useForm({ resolver: zodResolver(reauthSchema), defaultValues: EMPTY_REAUTH });
  return {
    form,
    fields: (id: string, allowCode: boolean) => (
      <ReauthFields id={id} password={form.register("password")} code={form.register("code")} allowCode={allowCode} errors={form.formState.errors} />
    ),
    showFieldErrors: (fieldErrors: Record<string, string[]> | undefined) => applyFieldErrors(form.setError, fieldErrors, ["password", "code"]),
  };
}
