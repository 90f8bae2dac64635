import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

export function ReportSection({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <CardHeader className="pb-4 sm:pb-4">
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function NoActivity({ days }: { days: number }) {
  return <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">No edits in the last {days} days.</p>;
}
