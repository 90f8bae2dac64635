/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { polyfillRadix } from "@/lib/client/test-utils";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

beforeAll(polyfillRadix);

test("while the listbox is open the page behind it is inert (not just aria-hidden), and usable again after", async () => {
  render(
    <main>
      <button type="button">Export</button>
      <Select defaultValue="all">
        <SelectTrigger aria-label="Stage">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All Stages</SelectItem>
          <SelectItem value="Committed">Committed</SelectItem>
        </SelectContent>
      </Select>
    </main>,
  );
  const user = userEvent.setup();
  const outside = screen.getByRole("button", { name: "Export" });
  await user.click(screen.getByRole("combobox", { name: "Stage" }));
  expect(await screen.findByRole("listbox")).toBeInTheDocument();
  await waitFor(() => expect(outside.closest("[inert]")).not.toBeNull());
  expect(screen.getByRole("listbox").closest("[inert]")).toBeNull();

  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
  expect(document.querySelector("[inert]")).toBeNull();
  await waitFor(() => expect(screen.getByRole("combobox", { name: "Stage" })).toHaveFocus());
});
