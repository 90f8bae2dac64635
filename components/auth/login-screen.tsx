import type { ReactNode } from "react";
import { ArrowLeft, ShieldCheck } from "lucide-react";
import { Logo } from "@/components/shared/logo";

export type Branding = { companyName: string; websiteUrl: string; logoPath: string };

/**
 * Spec 1 §2 "Login screen": Investor Login, a link back to the firm's site, and the login or the register
 * form (`children`: the /login and /register pages each pass theirs).
 */
export function LoginScreen({ branding, children, title = "Investor Login", subtitle }: { branding: Branding; children: ReactNode; title?: string; subtitle?: string }) {
  const { companyName, websiteUrl, logoPath } = branding;
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-slate-900 p-12 text-slate-100 lg:flex lg:flex-col lg:justify-between">
        <div aria-hidden className="absolute -right-24 -top-24 size-96 rounded-full bg-emerald-500/20 blur-3xl" />
        <div className="relative flex items-center gap-3">
          <Logo src={logoPath} alt="" size={40} />
          <span className="text-lg font-semibold">{companyName}</span>
        </div>
        <div className="relative max-w-md space-y-4">
          <p className="text-3xl font-semibold leading-tight text-white">Financing the charging network, one deployment at a time.</p>
          <p className="text-slate-300">
            Follow the projects shared with you, reserve deals, and keep your participation records and agreements in one place.
          </p>
        </div>
        <p className="relative flex items-center gap-2 text-sm text-slate-400">
          <ShieldCheck className="size-4 text-emerald-400" aria-hidden />
          Accounts are reviewed by our team before first sign-in.
        </p>
      </aside>

      <main className="flex items-start justify-center px-4 py-8 sm:items-center sm:px-6">
        <div className="w-full max-w-md space-y-6">
          <a href={websiteUrl} className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-emerald-800 hover:underline">
            <ArrowLeft className="size-4" aria-hidden />
            Back to {companyName} website
          </a>
          <div className="flex items-center gap-3">
            <Logo src={logoPath} alt={companyName} size={48} priority />
            <div>
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
              <p className="text-sm text-slate-600">{subtitle ?? `Sign in to the ${companyName} portal.`}</p>
            </div>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            {children}
          </div>
        </div>
      </main>
    </div>
  );
}
