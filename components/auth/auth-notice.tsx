import { CircleAlert, CircleCheck, Hourglass } from "lucide-react";
import { cn } from "@/lib/client/cn";

/** Spec 1 §2: a sign-in problem about approval (pending or denied) is a notice, not an error. */
export function isApprovalNotice(message: string): boolean {
  return /pending approval|denied/i.test(message);
}

const styles = {
  notice: { box: "border-amber-300 bg-amber-50 text-amber-900", Icon: Hourglass, role: "status" },
  error: { box: "border-red-300 bg-red-50 text-red-800", Icon: CircleAlert, role: "alert" },
  success: { box: "border-emerald-300 bg-emerald-50 text-emerald-900", Icon: CircleCheck, role: "status" },
} as const;

type Props = { message: string | null; kind?: keyof typeof styles; className?: string };

/** Shows a server message: amber for approval notices, red for errors (default: decided by the text). */
export function AuthNotice({ message, kind, className }: Props) {
  if (!message) return null;
  const { box, Icon, role } = styles[kind ?? (isApprovalNotice(message) ? "notice" : "error")];
  return (
    <div role={role} className={cn("flex items-start gap-2 rounded-md border px-3 py-2.5 text-sm", box, className)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>{message}</p>
    </div>
  );
}
