import { cn } from "@/lib/client/cn";
import { authHref } from "@/components/auth/auth-href";

const LINK =
  "inline-flex flex-auto items-center justify-center whitespace-nowrap rounded-md px-2.5 py-1.5 text-sm font-medium transition-colors hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 sm:px-3";

/**
 * Login and Register are two pages (/login, /register), so each screen loads only its own form; this pair
 * of links switches between them, the current one marked, keeping where to go after signing in.
 */
export function AuthSwitch({ current, next }: { current: "login" | "register"; next: string }) {
  return (
    <nav aria-label="Sign in or register" className="flex min-h-10 w-full flex-wrap items-center gap-0.5 rounded-lg bg-slate-100 p-1 text-slate-600">
      {(["login", "register"] as const).map((screen) => (
        <a
          key={screen}
          href={authHref(screen, next)}
          aria-current={current === screen ? "page" : undefined}
          className={cn(LINK, current === screen && "bg-white text-slate-900 shadow-sm")}
        >
          {screen === "login" ? "Login" : "Register"}
        </a>
      ))}
    </nav>
  );
}
