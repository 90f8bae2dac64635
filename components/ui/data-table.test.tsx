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
  { id: "edit", header: "Actions", hiddenHeader: true, card: "actions", cell: (c) => <button aria-label={`Edit ${c.title}`}>E</button>, cardCell: (c) => <button>Edit {c.title}</button> },
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

it("draws the same rows as cards for phones: the title and badge on top, labelled fields, the card's buttons at the foot", () => {
  show();
  const cards = within(screen.getByRole("list", { name: "Courses" })).getAllByRole("listitem");
  expect(cards).toHaveLength(2);
  const [first] = cards;
  expect(first).toHaveTextContent("EV Finance 101");
  expect(within(first).getByText("Credit Hours").tagName).toBe("DT");
  expect(within(first).getByText("2.5").tagName).toBe("DD");
  expect(within(first).queryByText("Title")).not.toBeInTheDocument();
  expect(within(first).getByRole("button", { name: "Edit EV Finance 101" })).toBeInTheDocument();
});

it("shows the table from the breakpoint up and the cards below it (CSS, so the server's HTML is right at any width)", () => {
  show("md");
  expect(screen.getByRole("table", { name: "Courses" }).closest(".hidden")).toHaveClass("md:block");
  expect(screen.getByRole("list", { name: "Courses" }).parentElement).toHaveClass("md:hidden");
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
  const card = within(screen.getByRole("list", { name: "Courses" })).getAllByRole("listitem")[0];
  expect(within(card).getByText("Credit Hours")).toBeInTheDocument();
  expect(within(card).getByText("2.5").closest("div")).not.toHaveClass("hidden");
});
