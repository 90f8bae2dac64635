import type * as React from "react";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/client/cn";

type Props = { className?: string; onClick?: React.MouseEventHandler<HTMLAnchorElement> };

/** A link to /dashboard; `onClick` may call preventDefault() to stay (e.g. to ask about unsaved edits). */
export function BackToDashboard({ className, onClick }: Props) {
  return (
    <Link href="/dashboard" onClick={onClick} className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "-ml-3", className)}>
      <ArrowLeft aria-hidden /> Back to Dashboard
    </Link>
  );
}
