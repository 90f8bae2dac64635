/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SortableHead, type SortControl } from "@/components/ui/sortable-head";
import { Table, TableHeader, TableRow } from "@/components/ui/table";

function head(sort: SortControl) {
  render(
    <Table aria-label="Things">
      <TableHeader>
        <TableRow>
          <SortableHead sort={sort}>Cost</SortableHead>
        </TableRow>
      </TableHeader>
    </Table>,
  );
  return screen.getByRole("columnheader", { name: /Cost/ });
}

it("sorted by the server: a link to the list under the next sort, with aria-sort saying where it stands", () => {
  const header = head({ sorted: "asc", href: "/dashboard?sort=cost&order=desc" });
  expect(header).toHaveAttribute("aria-sort", "ascending");
  const link = within(header).getByRole("link", { name: "Cost" });
  expect(link).toHaveAttribute("href", "/dashboard?sort=cost&order=desc");
  expect(link).toHaveAttribute("title", "Sort descending");
});

it("an unsorted column says 'none'; a descending one offers no order next", () => {
  expect(head({ sorted: false, href: "/x?sort=cost&order=asc" })).toHaveAttribute("aria-sort", "none");
  expect(screen.getByRole("link", { name: "Cost" })).toHaveAttribute("title", "Sort ascending");
});

it("a plain click lets the list move itself (optimistic, pending); a modified click stays a link for a new tab", async () => {
  const onNavigate = jest.fn();
  const header = head({ sorted: "desc", href: "/dashboard", onNavigate });
  expect(header).toHaveAttribute("aria-sort", "descending");
  const link = within(header).getByRole("link", { name: "Cost" });
  const user = userEvent.setup();
  await user.click(link);
  expect(onNavigate).toHaveBeenCalledTimes(1);
  // Keyboard: Enter on a link is a click.
  link.focus();
  await user.keyboard("{Enter}");
  expect(onNavigate).toHaveBeenCalledTimes(2);
  // (jsdom cannot open a tab: the browser's own part of the click is left out)
  link.addEventListener("click", (event) => event.preventDefault());
  const ctrlClick = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
  link.dispatchEvent(ctrlClick);
  expect(onNavigate).toHaveBeenCalledTimes(2);
});

it("sorted in the browser: a button that changes the table's state", async () => {
  const onSort = jest.fn();
  const header = head({ sorted: false, onSort });
  await userEvent.setup().click(within(header).getByRole("button", { name: "Cost" }));
  expect(onSort).toHaveBeenCalledTimes(1);
  expect(within(header).queryByRole("link")).not.toBeInTheDocument();
});
