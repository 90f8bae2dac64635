"use client";
// The login and register forms' one pattern: `<form action={serverAction}>` with useActionState, so the
// form posts (never a GET) and signs in before JavaScript has loaded. Once it has, a submit is dispatched
// by hand: React's automatic reset after an action would wipe what the user typed, and a refused attempt
// should leave the fields as they were. After a refusal, the first field with a message gets the focus.
import { startTransition, useActionState, useEffect, useRef, type FormEvent } from "react";

type FieldErrors = Record<string, string[]> | undefined;

export function useFormAction<S extends object | null>(serverAction: (state: Awaited<S>, form: FormData) => Promise<S>, permalink: string) {
  const [state, dispatch, pending] = useActionState<S, FormData>(serverAction, null as Awaited<S>, permalink);
  const fieldErrors = state && "fieldErrors" in state ? (state.fieldErrors as FieldErrors) : undefined;
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fieldErrors) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => dispatch(data));
  };
  /** The message under field `name`, if the last attempt had one. */
  const fieldError = (name: string) => fieldErrors?.[name]?.[0];
  return { state, pending, fieldError, form: { ref, action: dispatch, onSubmit, noValidate: true } };
}
