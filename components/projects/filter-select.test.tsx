/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FilterSelect } from "@/components/projects/filter-select";

test("a native select named by its label: a choice reports its value, 'All …' reports no filter", async () => {
  const onChange = jest.fn();
  const { rerender } = render(<FilterSelect label="Stage" allLabel="All Stages" options={["Pipeline", "Committed"] as const} value={null} onChange={onChange} />);
  const select = screen.getByRole("combobox", { name: "Stage" });
  expect(select.tagName).toBe("SELECT");
  expect(select).toHaveDisplayValue("All Stages");
  const user = userEvent.setup();
  await user.selectOptions(select, "Committed");
  expect(onChange).toHaveBeenLastCalledWith("Committed");
  rerender(<FilterSelect label="Stage" allLabel="All Stages" options={["Pipeline", "Committed"] as const} value="Committed" onChange={onChange} />);
  expect(select).toHaveDisplayValue("Committed");
  await user.selectOptions(select, "All Stages");
  expect(onChange).toHaveBeenLastCalledWith(null);
});
