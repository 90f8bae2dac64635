import type { ReactNode } from "react";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/client/cn";

/** Title and the link back to / (spec 1 §2 "Audit report page"); `actions` sit on the right. */
export function ReportHeader({ actions }: { actions?: ReactNode }) {
  return (
    <div className="space-y-3">
      <Link href="/" className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "-ml-3")}>
        <ArrowLeft aria-hidden /> Back to Dashboard
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Edit Activity Report</h1>
          <p className="text-slate-600">Who created, changed and deleted projects, engineering updates and tasks.</p>
        </div>
        {actions}
      </div>
    </div>
  );
}
