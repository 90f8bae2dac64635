import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { headers } from "next/headers";
import { env } from "@/lib/env";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const { companyName, logoPath } = env.branding;
  return {
    title: { default: `${companyName} Investor Portal`, template: `%s · ${companyName}` },
    description: `Project pipeline and investor portal of ${companyName}.`,
    icons: { icon: logoPath },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0f172a" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request renders every page per request, so Next can put the middleware's CSP nonce
  // (x-nonce) on its own scripts. The app has no inline scripts of its own.
  await headers();
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">
        {children}
        <LazyToaster />
      </body>
    </html>
  );
}
