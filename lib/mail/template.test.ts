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
