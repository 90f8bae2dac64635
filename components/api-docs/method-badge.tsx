import { cn } from "@/lib/client/cn";

const COLORS: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900",
  POST: "bg-emerald-100 text-emerald-900",
  PUT: "bg-amber-100 text-amber-900",
  PATCH: "bg-amber-100 text-amber-900",
  DELETE: "bg-red-100 text-red-900",
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <span className={cn("inline-flex w-16 shrink-0 justify-center rounded-md px-2 py-0.5 font-mono text-xs font-semibold", COLORS[method] ?? "bg-slate-100 text-slate-800")}>
      {method}
    </span>
  );
}
