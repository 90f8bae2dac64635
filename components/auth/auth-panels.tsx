"use client";
import { registerAction } from "@/actions/auth/register";
import { cn } from "@/lib/client/cn";
import { authHref } from "@/components/auth/auth-href";
import { LoginForm } from "@/components/auth/login-form";
import { RegisterForm, RegisteredNotice } from "@/components/auth/register-form";
import { useFormAction } from "@/components/auth/use-form-action";

export type AuthTab = "login" | "register";

const TAB =
  "inline-flex flex-auto items-center justify-center whitespace-nowrap rounded-md px-2.5 py-1.5 text-sm font-medium transition-colors hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 sm:px-3";

/**
 * The Login and Register tabs. Each tab is a link (`?tab=register`), so both forms are reachable and work
 * without JavaScript; a plain link, since a fresh page is what starts a form over. After a registration
 * the Login form shows, with the new username filled in and what happens next above it.
 */
export function AuthPanels({ tab, next }: { tab: AuthTab; next: string }) {
  const registration = useFormAction(registerAction, authHref("register", next));
  const registered = registration.state?.ok ? registration.state.data : null;
  const shown: AuthTab = registered ? "login" : tab;
  return (
    <>
      <div role="tablist" aria-label="Sign in or register" className="inline-flex min-h-10 w-full flex-wrap items-center gap-0.5 rounded-lg bg-slate-100 p-1 text-slate-600">
        {(["login", "register"] as const).map((value) => (
          <a
            key={value}
            role="tab"
            id={`auth-tab-${value}`}
            href={authHref(value, next)}
            aria-selected={shown === value}
            aria-controls={shown === value ? "auth-panel" : undefined}
            className={cn(TAB, shown === value && "bg-white text-slate-900 shadow-sm")}
          >
            {value === "login" ? "Login" : "Register"}
          </a>
        ))}
      </div>
      <div role="tabpanel" id="auth-panel" aria-labelledby={`auth-tab-${shown}`} className="mt-4">
        {registered ? (
          <LoginForm next={next} defaultUsername={registered.username} notice={<RegisteredNotice registered={registered} />} />
        ) : shown === "login" ? (
          <LoginForm next={next} />
        ) : (
          <RegisterForm {...registration} />
        )}
      </div>
    </>
  );
}
