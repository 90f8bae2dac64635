import { renderMail } from "@/lib/mail/template";

const content = {
  subject: "Set a new password",
  heading: "Set a new password <now>",
  paragraphs: ["For the account a&b.", "Second line"],
  action: { label: "Open", url: "https://portal.example.com/reset-password?token=abc&x=\"y\"" },
  footnote: "Ignore if not you.",
};

it("renders the firm's name, the text and the exact link in plain text", () => {
  const { text } = renderMail(content, { companyName: "Voltline <Capital>" });
  expect(text.split("\n")[0]).toBe("Voltline <Capital>");
  expect(text).toContain("For the account a&b.");
  expect(text).toContain('Open: https://portal.example.com/reset-password?token=abc&x="y"');
  expect(text).toContain("Ignore if not you.");
});

it("escapes every value in the HTML", () => {
  const { html } = renderMail(content, { companyName: "Voltline <Capital>" });
  expect(html).toContain("Voltline &lt;Capital&gt;");
  expect(html).toContain("Set a new password &lt;now&gt;");
  expect(html).toContain("a&amp;b");
  expect(html).toContain('href="https://portal.example.com/reset-password?token=abc&amp;x=&quot;y&quot;"');
  expect(html).not.toMatch(/<now>|<Capital>/);
});

it("leaves the button out when there is no link", () => {
  const { html, text } = renderMail({ ...content, action: undefined }, { companyName: "Firm" });
  expect(html).not.toContain("<a ");
  expect(text).not.toContain("http");
});

it("lists the digest's items with their links and ends a notification mail with its settings and unsubscribe links, escaped", () => {
  const { html, text } = renderMail(
    {
      ...content,
      items: [{ text: "Hours <approved>", url: "https://portal.example.com/participation-plan?open=hours&x=1" }],
      manage: { preferencesUrl: "https://portal.example.com/profile/notifications", unsubscribeUrl: "https://portal.example.com/unsubscribe?token=a.b.c", categoryLabel: "Decisions" },
    },
    { companyName: "Firm", logoUrl: "https://portal.example.com/logo.svg" },
  );
  expect(text).toContain("- Hours <approved>\n  https://portal.example.com/participation-plan?open=hours&x=1");
  expect(text).toContain('Stop "Decisions" mails: https://portal.example.com/unsubscribe?token=a.b.c');
  expect(html).toContain('<a href="https://portal.example.com/participation-plan?open=hours&amp;x=1" style="color:#047857">Hours &lt;approved&gt;</a>');
  expect(html).toContain('src="https://portal.example.com/logo.svg"');
  expect(html).toContain("Stop &quot;Decisions&quot; mails");
});
