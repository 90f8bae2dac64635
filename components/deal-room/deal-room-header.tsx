import Link from "next/link";
import { ArrowLeft } from "lucide-react";

/** A deal-room page's title, its one-line purpose, and the way back to the dashboard (or a given page). */
export function DealRoomHeader({ title, description, back = { href: "/dashboard", label: "Dashboard" } }: { title: string; description: string; back?: { href: string; label: string } }) {
  return (
    <header className="space-y-2">
      <Link href={back.href} className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900">
        <ArrowLeft className="size-4" aria-hidden />
        {back.label}
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="text-sm text-slate-600">{description}</p>
    </header>
  );
}
