"use client";
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { FieldMessages } from "@/lib/auth/form-checks";

/**
 * The login and register forms' state, kept without a form library so /login stays light. It behaves as
 * the forms always have: checked on submit with the first invalid field focused, each field re-checked as
 * it changes once the form was submitted, and the server's field errors shown beneath their fields.
 */
export function useAuthForm<V extends Record<string, string>, F extends keyof V & string>(initial: V, check: (values: V) => FieldMessages<F>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<string, HTMLInputElement | null>>>({});

  const setValue = (name: keyof V & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted.current) setErrors((prev) => ({ ...prev, [name]: (check(next) as Record<string, string | undefined>)[name] }));
  };

  /** The props of a text input bound to `name`. */
  const field = (name: F) => ({
    name,
    value: values[name],
    ref: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
  });

  const handleSubmit = (send: (values: V) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const found = check(values);
    setErrors(found);
    const first = (Object.keys(values) as F[]).find((name) => found[name]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await send(values);
    } finally {
      setSubmitting(false);
    }
  };

  /** Shows a failed call's per-field messages (a 400's `fieldErrors`) beneath the fields named. */
  const showFieldErrors = (fieldErrors: Record<string, string[]> | undefined, names: readonly (keyof V & string)[]) => {
    const shown = Object.fromEntries(names.flatMap((name) => (fieldErrors?.[name]?.[0] ? [[name, fieldErrors[name][0]]] : [])));
    setErrors((prev) => ({ ...prev, ...shown }));
  };

  /** Starts over with `next`: no messages, and not checked again until the next submit. */
  const reset = (next: V) => {
    submitted.current = false;
    setValues(next);
    setErrors({});
  };

  const focus = useCallback((name: F) => inputs.current[name]?.focus(), []);

  return { values, errors, submitting, field, setValue, handleSubmit, showFieldErrors, reset, focus };
}
