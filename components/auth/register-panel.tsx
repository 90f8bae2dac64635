"use client";
import { registerAction } from "@/actions/auth/register";
import { authHref } from "@/components/auth/auth-href";
import { AuthSwitch } from "@/components/auth/auth-switch";
import { LoginForm } from "@/components/auth/login-form";
import { RegisterForm, RegisteredNotice } from "@/components/auth/register-form";
import { useFormAction } from "@/components/auth/use-form-action";

/**
 * The register screen's body. After a registration the login form shows in its place, with the new
 * username filled in and what happens next above it (its submit goes to /login).
 */
export function RegisterPanel({ next }: { next: string }) {
  const registration = useFormAction(registerAction, authHref("register", next));
  const registered = registration.state?.ok ? registration.state.data : null;
  return (
    <>
      <AuthSwitch current={registered ? "login" : "register"} next={next} />
      <div className="mt-4">
        {registered ? (
          <LoginForm next={next} defaultUsername={registered.username} notice={<RegisteredNotice registered={registered} />} />
        ) : (
          <RegisterForm {...registration} />
        )}
      </div>
    </>
  );
}
