/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import { DataTable, type Column } from "@/components/ui/data-table";

type Course = { id: string; title: string; hours: string; active: boolean };
const rows: Course[] = [
  { id: "a", title: "EV Finance 101", hours: "2.5", active: true },
  { id: "b", title: "Site Selection", hours: "1", active: false },
];
const columns: Column<Course>[] = [
  { id: "title", header: "Title", card: "title", cell: (c) => c.title },
  { id: "hours", header: "Credit Hours", numeric: true, nowrap: true, cell: (c) => c.hours },
  { id: "status", header: "Status", card: "badge", cell: (c) => (c.active ? "Active" : "Inactive") },
  { id: "edit", header: "Actions", hiddenHeader: true, card: "actions", cell: (c) => <button aria-label={`Edit ${c.title}`}>E</button> },
];

function show(cardsBelow?: "sm" | "md") {
  render(<DataTable label="Courses" rows={rows} rowKey={(c) => c.id} columns={columns} cardsBelow={cardsBelow} sort={(id) => (id === "title" ? { sorted: "asc", href: "/courses?sort=title&order=desc" } : undefined)} />);
}

it("draws the rows as a table with sortable headers where a column sorts, plain ones elsewhere", () => {
  show();
  const table = screen.getByRole("table", { name: "Courses" });
  const headers = within(table).getAllByRole("columnheader");
  expect(headers.map((h) => h.textContent)).toEqual(["Title", "Credit Hours", "Status", "Actions"]);
  expect(headers[0]).toHaveAttribute("aria-sort", "ascending");
  expect(within(headers[0]).getByRole("link", { name: "Title" })).toHaveAttribute("href", "/courses?sort=title&order=desc");
  expect(headers[1]).not.toHaveAttribute("aria-sort");
  expect(within(headers[3]).getByText("Actions")).toHaveClass("sr-only");
  const [, first] = within(table).getAllByRole("row");
  expect(within(first).getAllByRole("cell").map((c) => c.textContent)).toEqual(["EV Finance 101", "2.5", "Active", "E"]);
  expect(within(first).getAllByRole("cell")[1]).toHaveClass("text-right", "whitespace-nowrap");
  // A title cell is not kept on one line: a long title wraps instead of pushing the actions away.
  expect(within(first).getAllByRole("cell")[0]).not.toHaveClass("whitespace-nowrap");
});

it("draws each row once; below the breakpoint the row is a card: title and badge on top, labelled fields, the buttons at the foot", () => {
  show();
  const table = screen.getByRole("table", { name: "Courses" });
  expect(within(table).getAllByRole("row")).toHaveLength(3);
  expect(screen.queryByRole("list")).not.toBeInTheDocument();
  const [title, hours, status, edit] = within(within(table).getAllByRole("row")[1]).getAllByRole("cell");
  expect(title).toHaveAttribute("data-card", "title");
  expect(status).toHaveAttribute("data-card", "badge");
  expect(edit).toHaveAttribute("data-card", "actions");
  // A field shows its column's name on the card (CSS generated text: the cell's own text is the value).
  expect(hours).toHaveAttribute("data-label", "Credit Hours");
  expect(hours).toHaveTextContent(/^2\.5$/);
  expect(title).not.toHaveAttribute("data-label");
});

it("lays the rows out as cards below the breakpoint (CSS, so the server's HTML is right at any width), with the cards' header only there", () => {
  render(<DataTable label="Courses" rows={rows} rowKey={(c) => c.id} columns={columns} cardsBelow="md" cardsHeader={<label>Sort</label>} />);
  expect(screen.getByRole("table", { name: "Courses" }).closest("[data-cards-below]")).toHaveAttribute("data-cards-below", "md");
  expect(screen.getByText("Sort").parentElement).toHaveClass("md:hidden");
});

it("a column shown from a width up is hidden in the narrower table (header and cells alike) and always on the cards", () => {
  const narrow: Column<Course>[] = [
    columns[0],
    { ...columns[1], from: "xl" },
    { ...columns[3], widthClass: "w-24" },
  ];
  render(<DataTable label="Courses" rows={rows} rowKey={(c) => c.id} columns={narrow} sort={(id) => (id === "hours" ? { sorted: false, href: "/courses?sort=hours" } : undefined)} />);
  const table = screen.getByRole("table", { name: "Courses" });
  const [, hours, actions] = within(table).getAllByRole("columnheader");
  expect(hours).toHaveClass("hidden", "xl:table-cell");
  expect(within(table).getAllByText("2.5")[0].closest("td")).toHaveClass("hidden", "xl:table-cell");
  expect(actions).toHaveClass("w-24");
  expect(within(table).getAllByRole("button", { name: /^Edit/ })[0].closest("td")).toHaveClass("w-24");
  // The cards show every column: the same cell, labelled, laid out by the cards' CSS whatever its table width.
  expect(within(table).getAllByText("2.5")[0].closest("td")).toHaveAttribute("data-label", "Credit Hours");
});
