import type { ReactNode } from "react";
import { env } from "@/lib/env";
import { Logo } from "@/components/shared/logo";
import { AppFooter } from "@/components/shell/app-footer";

/** Public pages reached by a link: outside the signed-in shell, with the company's branding and nothing else of the portal. */
export default function SharedLayout({ children }: { children: ReactNode }) {
  const { companyName, logoPath, websiteUrl } = env.branding;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2.5 px-4 sm:px-6 lg:px-8">
          <Logo src={logoPath} alt="" size={36} priority className="shrink-0" />
          <span className="truncate text-base font-semibold tracking-tight text-slate-900 sm:text-lg">{companyName}</span>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        {children}
      </main>
      <AppFooter companyName={companyName} websiteUrl={websiteUrl} />
    </div>
  );
}
