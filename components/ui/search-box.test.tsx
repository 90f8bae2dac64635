/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SEARCH_DELAY_MS, SearchBox } from "@/components/ui/search-box";

test("sends the typed text once typing pauses, or at once when the box is left", async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onChange = jest.fn();
  render(
    <>
      <SearchBox value="" onChange={onChange} />
      <button type="button">Elsewhere</button>
    </>,
  );
  await user.type(screen.getByRole("searchbox"), "acme");
  expect(onChange).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
  expect(onChange).toHaveBeenLastCalledWith("acme");

  // A link clicked within the pause must not be overtaken by the search landing afterwards.
  await user.type(screen.getByRole("searchbox"), " fleet");
  await user.click(screen.getByRole("button", { name: "Elsewhere" }));
  expect(onChange).toHaveBeenLastCalledWith("acme fleet");
  act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
  expect(onChange).toHaveBeenCalledTimes(2);
  jest.useRealTimers();
});
