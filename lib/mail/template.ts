// One small template for every mail (issue 31): the firm's logo and name, a heading, a few paragraphs, a
// list of linked items (the daily digest), the link to the exact screen, and for notification mails the
// way to change or stop them, as HTML and as plain text. Every value is escaped in the HTML. The logo is
// the portal's own (APP_URL + COMPANY_LOGO_PATH), never a third party's; mail clients that block images
// show the firm's name beside it anyway.
export type Branding = { companyName: string; logoUrl?: string };

export type MailContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** The button: its label and the absolute link. */
  action?: { label: string; url: string };
  /** Linked lines (the digest's notifications), each with its absolute link. */
  items?: { text: string; url: string }[];
  /** A closing line in small print (why the person got this mail). */
  footnote?: string;
  /** Notification mails: where to change the mail settings, and the category's one-click unsubscribe page. */
  manage?: { preferencesUrl: string; unsubscribeUrl: string; categoryLabel: string };
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const manageText = (m: MailContent["manage"]) =>
  m ? [`Mail settings: ${m.preferencesUrl}`, `Stop "${m.categoryLabel}" mails: ${m.unsubscribeUrl}`] : [];

export function renderMail(content: MailContent, { companyName, logoUrl }: Branding): { text: string; html: string } {
  const { heading, paragraphs, action, footnote, items, manage } = content;
  const text = [
    companyName,
    "",
    heading,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(items ?? []).flatMap((i) => [`- ${i.text}`, `  ${i.url}`]),
    ...(items?.length ? [""] : []),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(footnote ? [footnote, ""] : []),
    ...manageText(manage),
  ]
    .join("\n")
    .trimEnd() + "\n";
  const p = (s: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#334155">${escapeHtml(s)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#047857;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#64748b">Or open this address: <a href="${escapeHtml(action.url)}" style="color:#047857;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : "";
  const list = items?.length
    ? `<ul style="margin:0 0 16px;padding-left:20px">${items.map((i) => `<li style="margin:0 0 10px;font-size:15px;line-height:1.5;color:#334155"><a href="${escapeHtml(i.url)}" style="color:#047857">${escapeHtml(i.text)}</a></li>`).join("")}</ul>`
    : "";
  const small = (s: string) => `<p style="margin:16px 0 0;font-size:12px;color:#64748b">${s}</p>`;
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}" style="color:#64748b">${escapeHtml(label)}</a>`;
  const logo = logoUrl ? `<img src="${escapeHtml(logoUrl)}" alt="" width="32" height="32" style="vertical-align:middle;margin-right:8px;border:0">` : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 16px;font-size:16px;font-weight:600;color:#0f172a">${logo}${escapeHtml(companyName)}</p>
<div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:10px;padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:#0f172a">${escapeHtml(heading)}</h1>
${paragraphs.map(p).join("\n")}
${list}
${button}
</div>
${footnote ? small(escapeHtml(footnote)) : ""}
${manage ? small(`${link(manage.preferencesUrl, "Mail settings")} · ${link(manage.unsubscribeUrl, `Stop "${manage.categoryLabel}" mails`)}`) : ""}
</div>
</body></html>
`;
  return { text, html };
}
