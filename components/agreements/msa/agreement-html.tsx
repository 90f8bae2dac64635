import { cn } from "@/lib/client/cn";

/** How an agreement's HTML reads (headings, numbered sections, lists, tables), wherever it is shown. */
export const AGREEMENT_PROSE = cn(
  "max-w-none wrap-anywhere text-[15px] leading-relaxed text-slate-800",
  "[&_h1]:mb-3 [&_h1]:mt-2 [&_h1]:text-xl [&_h1]:font-semibold [&_h1]:text-slate-900",
  "[&_h2]:mb-2 [&_h2]:mt-5 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900",
  "[&_h3]:mb-2 [&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:mt-3 [&_h4]:font-semibold",
  "[&_p]:my-2 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:my-1",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_blockquote]:text-slate-700",
  "[&_table]:my-3 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:p-2",
  "[&_a]:text-emerald-800 [&_a]:underline [&_ins]:bg-emerald-50 [&_ins]:no-underline [&_del]:text-slate-500",
);

type Props = { html: string; className?: string; label?: string };

/**
 * A finalized agreement. The HTML was sanitized on the server (an allowlist: no scripts, no handlers, no
 * remote images) before it was stored, which is what makes rendering it as markup acceptable here.
 */
export function AgreementHtml({ html, className, label = "Agreement text" }: Props) {
  return (
    <article
      aria-label={label}
      data-testid="agreement-html"
      className={cn(AGREEMENT_PROSE, "rounded-lg border border-slate-200 bg-white p-4 sm:p-8", className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
