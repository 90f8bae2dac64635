// The one allowlist for agreement HTML (issue 13): what the finalization wizard sends is stored only after
// this. No scripts, no event handlers, no styles, no images (nothing loads from elsewhere), links only to
// http(s) and mailto. Server-only: sanitize-html is a Node library.
import "server-only";
import crypto from "node:crypto";
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["h1", "h2", "h3", "h4", "p", "br", "hr", "strong", "b", "em", "i", "u", "s", "sup", "sub", "ol", "ul", "li", "blockquote", "span", "div", "section", "table", "thead", "tbody", "tr", "th", "td", "a"],
  allowedAttributes: { "*": ["class"], a: ["href"], td: ["colspan", "rowspan"], th: ["colspan", "rowspan"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Text inside these is dropped with the tag, not kept as text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "iframe", "object"],
};

export function sanitizeAgreementHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** SHA-256 (hex) of the stored text: recorded at finalization and shown wherever the agreement is. */
export function contentHash(text: string): string {
  return crypto.createHash("sha256").update(text, "utf8").digest("hex");
}
