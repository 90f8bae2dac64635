/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import { ApiReference } from "@/components/api-docs/api-reference";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { apiReference, typeLabel } from "@/lib/api/reference";
import { ENDPOINTS } from "@/lib/api/registry";

// iron-session (behind the cookie's name) does not load under jsdom; the name is all the document needs.
jest.mock("@/lib/session-cookie", () => ({ SESSION_COOKIE: "cfp_session" }));

test("type labels read like the wire format", () => {
  expect(typeLabel({ anyOf: [{ type: "string", format: "date-time" }, { type: "null" }] })).toBe("string (date-time) | null");
  expect(typeLabel({ type: "string", enum: ["low", "high"] })).toBe('"low" | "high"');
  expect(typeLabel({ type: "array", items: { type: "object" } })).toBe("array of object");
  expect(typeLabel({})).toBe("any");
});

test("lists every endpoint by feature, with its permission and its request and response fields", () => {
  render(<ApiReference groups={apiReference(buildOpenApiDocument())} />);
  expect(screen.getByRole("heading", { level: 1, name: "API Reference" })).toBeInTheDocument();
  expect(screen.getAllByRole("article")).toHaveLength(ENDPOINTS.length);
  const nav = screen.getByRole("navigation", { name: "API sections" });
  expect(within(nav).getByRole("link", { name: /projects/ })).toHaveAttribute("href", "#tag-projects");

  const create = screen.getByRole("article", { name: "POST /api/projects" });
  expect(within(create).getByText("projects.write")).toBeInTheDocument();
  expect(within(create).getByText("(employees)")).toBeInTheDocument();
  const request = within(create).getByRole("table", { name: "Request body fields" });
  expect(within(request).getByRole("rowheader", { name: "client" })).toBeInTheDocument();
  const response = within(create).getByRole("table", { name: "Response 201 fields" });
  expect(within(response).getByRole("rowheader", { name: /projectCost/ })).toBeInTheDocument();

  const get = screen.getByRole("article", { name: "GET /api/projects/{id}" });
  expect(within(within(get).getByRole("table", { name: "Path and query parameters" })).getByRole("rowheader", { name: /id/ })).toBeInTheDocument();
});
