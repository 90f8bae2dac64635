import type * as React from "react";
import { cn } from "@/lib/client/cn";
import { fieldClasses } from "@/components/ui/input";

export function Textarea({ className, rows = 4, ...props }: React.ComponentProps<"textarea">) {
  return <textarea rows={rows} className={cn(fieldClasses, "min-h-20 py-2", className)} {...props} />;
}
