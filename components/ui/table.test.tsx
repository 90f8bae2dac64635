/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";

it("puts the table in a scroll box a keyboard can reach, named as the table", () => {
  render(
    <Table aria-label="Participation schedule 2026">
      <TableBody>
        <TableRow>
          <TableCell>Operations Oversight</TableCell>
        </TableRow>
      </TableBody>
    </Table>,
  );
  const box = screen.getByRole("region", { name: "Participation schedule 2026" });
  expect(box).toHaveAttribute("tabindex", "0");
  expect(box).toHaveClass("overflow-x-auto");
  expect(box).toContainElement(screen.getByRole("table", { name: "Participation schedule 2026" }));
});
