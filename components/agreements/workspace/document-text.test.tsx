/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { DocumentText, PlaceholderLegend } from "@/components/agreements/workspace/document-text";

const CONTENT = "Between {{company_name}} and {{investor_name}}, from {{effective_date}}.";

test("placeholders show as marked fields with their meaning; the text (and so every offset) stays as stored", () => {
  render(
    <>
      <DocumentText content={CONTENT} threads={[]} activeThreadId={null} onSelectText={() => {}} onPickThread={() => {}} />
      <PlaceholderLegend content={CONTENT} />
    </>,
  );
  expect(screen.getByTestId("document-text").textContent).toBe(CONTENT);
  const field = screen.getByTestId("document-text").querySelector('[data-placeholder="investor_name"]');
  expect(field).toHaveAttribute("title", "Filled in when the agreement is compiled with the investor's name");
  expect(screen.getByTestId("placeholder-legend")).toHaveTextContent(
    "Marked fields are filled in when the agreement is compiled: {{company_name}} is the company's name; {{investor_name}} is the investor's name; {{effective_date}} is the date the agreement takes effect.",
  );
});

test("no legend for a text without placeholders", () => {
  const { container } = render(<PlaceholderLegend content="Plain terms." />);
  expect(container).toBeEmptyDOMElement();
});
