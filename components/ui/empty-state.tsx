import type * as React from "react";
import type { LucideIcon } from "lucide-react";
import { Inbox } from "lucide-react";
import { cn } from "@/lib/client/cn";

type Props = { title: string; description?: React.ReactNode; icon?: LucideIcon; action?: React.ReactNode; className?: string };

export function EmptyState({ title, description, icon: Icon = Inbox, action, className }: Props) {
  return (
    <div className={cn("flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center", className)}>
      <Icon className="size-8 text-slate-400" aria-hidden />
      <p className="font-medium text-slate-800">{title}</p>
      {description && <p className="max-w-sm text-sm text-slate-600">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
