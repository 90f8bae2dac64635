import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/client/cn";

export function BackToDashboard({ className }: { className?: string }) {
  return (
    <Link href="/dashboard" className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "-ml-3", className)}>
      <ArrowLeft aria-hidden /> Back to Dashboard
    </Link>
  );
}
