import type { Metadata } from "next";
import { env } from "@/lib/env";
import { SharedMsa } from "@/components/agreements/msa/shared-msa";
import { QueryProvider } from "@/components/query-provider";
import { Logo } from "@/components/shared/logo";
import { AppFooter } from "@/components/shell/app-footer";

// A shared agreement is private to whoever holds the link: never indexed, never cached by a proxy.
export const metadata: Metadata = { title: "Shared agreement", robots: { index: false, follow: false } };

/** The public share page: outside the signed-in shell, with the company's branding and nothing else of the portal. */
export default async function SharedMsaPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
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
        <QueryProvider>
          <SharedMsa token={token} companyName={companyName} />
        </QueryProvider>
      </main>
      <AppFooter companyName={companyName} websiteUrl={websiteUrl} />
    </div>
  );
}
