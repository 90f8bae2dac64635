import { cn } from "@/lib/client/cn";

/**
 * The course's free text with its line breaks kept. Rendered as text, never as HTML: whatever an
 * author typed (tags, scripts) shows literally.
 */
export function CourseContent({ content, className }: { content: string | null; className?: string }) {
  if (!content?.trim()) return <p className="text-sm text-slate-500">No course materials available yet.</p>;
  return <div className={cn("whitespace-pre-wrap wrap-anywhere text-sm leading-relaxed text-slate-800", className)}>{content}</div>;
}
