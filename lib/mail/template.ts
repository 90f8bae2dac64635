// One small template for every mail (issue 31): the firm's name, a heading, a few paragraphs and the link
// to the exact screen, as HTML and as plain text. Every value is escaped in the HTML; no images or remote
// resources (mail clients block them and the app loads nothing from third-party hosts).
export type MailContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** The button: its label and the absolute link. */
  action?: { label: string; url: string };
  /** A closing line in small print (why the person got this mail). */
  footnote?: string;
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function renderMail(content: MailContent, companyName: string): { text: string; html: string } {
  const { heading, paragraphs, action, footnote } = content;
  const text = [companyName, "", heading, "", ...paragraphs.flatMap((p) => [p, ""]), ...(action ? [`${action.label}: ${action.url}`, ""] : []), ...(footnote ? [footnote] : [])]
    .join("\n")
    .trimEnd() + "\n";
  const p = (s: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#334155">${escapeHtml(s)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#047857;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#64748b">Or open this address: <a href="${escapeHtml(action.url)}" style="color:#047857;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 16px;font-size:16px;font-weight:600;color:#0f172a">${escapeHtml(companyName)}</p>
<div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:10px;padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:#0f172a">${escapeHtml(heading)}</h1>
${paragraphs.map(p).join("\n")}
${button}
</div>
${footnote ? `<p style="margin:16px 0 0;font-size:12px;color:#64748b">${escapeHtml(footnote)}</p>` : ""}
</div>
</body></html>
`;
  return { text, html };
}
