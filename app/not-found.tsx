import Link from "next/link";
import { Compass } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";

export const metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-16">
      <div className="w-full max-w-md space-y-5 text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-100">
          <Compass className="size-7 text-emerald-700" aria-hidden />
        </div>
        <p className="text-sm font-semibold uppercase tracking-wide text-emerald-700">404</p>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Page not found</h1>
        <p className="text-slate-600">The page you asked for does not exist or has moved. Check the address, or head back to your dashboard.</p>
        <Link href="/dashboard" className={buttonVariants({ size: "lg" })}>
          Go to dashboard
        </Link>
      </div>
    </main>
  );
}
