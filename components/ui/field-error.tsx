import { cn } from "@/lib/client/cn";

/** The message under a form field. Give it the id the input names in aria-describedby. */
export function FieldError({ id, message, className }: { id?: string; message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={cn("text-sm text-red-600", className)}>
      {message}
    </p>
  );
}
