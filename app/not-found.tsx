import { buttonVariants } from "@/components/ui/button-variants";

export const metadata = { title: "Page not found" };

/**
 * No client code: the root layout's not-found boundary travels in every page's payload, so a `next/link`
 * or a lucide icon (a client component) here put their code on every page, /login included (4.3 KB gzip).
 * The icon is lucide's compass as plain markup; the way back is a plain link (a full load, fitting after a
 * dead end).
 */
export default function NotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-16">
      <div className="w-full max-w-md space-y-5 text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-100">
          <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className="size-7 text-emerald-700">
            <circle cx="12" cy="12" r="10" />
            <path d="m16.24 7.76-1.804 5.411a2 2 0 0 1-1.265 1.265L7.76 16.24l1.804-5.411a2 2 0 0 1 1.265-1.265z" />
          </svg>
        </div>
        <p className="text-sm font-semibold uppercase tracking-wide text-emerald-700">404</p>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Page not found</h1>
        <p className="text-slate-600">The page you asked for does not exist or has moved. Check the address, or head back to your dashboard.</p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
        <a href="/dashboard" className={buttonVariants({ size: "lg" })}>
          Go to dashboard
        </a>
      </div>
    </main>
  );
}
