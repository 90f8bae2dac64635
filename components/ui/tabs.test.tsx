/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

function ThreeTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <>
      <button type="button">Before</button>
      <Tabs defaultValue="a" onValueChange={onValueChange}>
        <TabsList aria-label="Letters">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b" disabled>
            B
          </TabsTrigger>
          <TabsTrigger value="c">C</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel A</TabsContent>
        <TabsContent value="b">Panel B</TabsContent>
        <TabsContent value="c" forceMount className="data-[state=inactive]:hidden">
          Panel C
        </TabsContent>
      </Tabs>
    </>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });

test("tabs, panels and their labels are wired as the ARIA tabs pattern", () => {
  render(<ThreeTabs />);
  expect(screen.getByRole("tablist", { name: "Letters" })).toHaveAttribute("aria-orientation", "horizontal");
  expect(tab("A")).toHaveAttribute("aria-selected", "true");
  expect(tab("C")).toHaveAttribute("aria-selected", "false");
  expect(tab("B")).toBeDisabled();
  const panel = screen.getByRole("tabpanel", { name: "A" });
  expect(panel).toHaveTextContent("Panel A");
  expect(tab("A")).toHaveAttribute("aria-controls", panel.id);
  expect(panel).toHaveAttribute("tabindex", "0");
  // Inactive panels render nothing, except a force-mounted one, which keeps its content for its className to hide.
  expect(screen.queryByText("Panel B")).not.toBeInTheDocument();
  expect(screen.getByText("Panel C")).toHaveAttribute("data-state", "inactive");
});

test("only the selected tab is in the Tab order; arrow keys, Home and End skip disabled tabs, wrap, and select", async () => {
  const changed = jest.fn();
  render(<ThreeTabs onValueChange={changed} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Before" }));
  await user.tab();
  expect(tab("A")).toHaveFocus();
  expect(tab("A")).toHaveAttribute("tabindex", "0");
  expect(tab("C")).toHaveAttribute("tabindex", "-1");

  await user.keyboard("{ArrowRight}");
  expect(tab("C")).toHaveFocus();
  expect(tab("C")).toHaveAttribute("aria-selected", "true");
  expect(changed).toHaveBeenLastCalledWith("c");
  expect(screen.getByRole("tabpanel", { name: "C" })).toHaveAttribute("data-state", "active");
  expect(screen.queryByText("Panel A")).not.toBeInTheDocument();

  await user.keyboard("{ArrowRight}");
  expect(tab("A")).toHaveFocus();
  await user.keyboard("{ArrowLeft}");
  expect(tab("C")).toHaveFocus();
  await user.keyboard("{Home}");
  expect(tab("A")).toHaveFocus();
  await user.keyboard("{End}");
  expect(tab("C")).toHaveFocus();
  expect(changed.mock.calls.map(([v]) => v)).toEqual(["c", "a", "c", "a", "c"]);

  // Tab leaves the list for the selected panel.
  await user.tab();
  expect(screen.getByRole("tabpanel", { name: "C" })).toHaveFocus();
});

test("a click selects; a controlled value follows its owner", async () => {
  function Controlled() {
    const [value, setValue] = useState("one");
    return (
      <Tabs value={value} onValueChange={setValue}>
        <TabsList aria-label="Numbers">
          <TabsTrigger value="one">One</TabsTrigger>
          <TabsTrigger value="two">Two</TabsTrigger>
        </TabsList>
        <TabsContent value="one">
          <button type="button" onClick={() => setValue("two")}>
            Go to two
          </button>
        </TabsContent>
        <TabsContent value="two">Second</TabsContent>
      </Tabs>
    );
  }
  render(<Controlled />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Go to two" }));
  expect(tab("Two")).toHaveAttribute("aria-selected", "true");
  expect(screen.getByRole("tabpanel")).toHaveTextContent("Second");
  await user.click(tab("One"));
  expect(tab("One")).toHaveAttribute("aria-selected", "true");
  expect(tab("One")).toHaveAttribute("data-state", "active");
});

test("a caller's onKeyDown, onFocus and onMouseDown run, and the tabs still move and select", async () => {
  const seen: string[] = [];
  const changed = jest.fn();
  render(
    <Tabs defaultValue="x" onValueChange={changed}>
      <TabsList aria-label="Sides" onKeyDown={(event) => seen.push(`list ${event.key}`)}>
        <TabsTrigger value="x" onKeyDown={(event) => seen.push(`x ${event.key}`)} onFocus={() => seen.push("x focus")}>
          X
        </TabsTrigger>
        <TabsTrigger value="y" onFocus={() => seen.push("y focus")} onMouseDown={() => seen.push("y press")}>
          Y
        </TabsTrigger>
        <TabsTrigger value="z" onMouseDown={(event) => event.preventDefault()}>
          Z
        </TabsTrigger>
      </TabsList>
    </Tabs>,
  );
  const user = userEvent.setup();
  await user.tab();
  await user.keyboard("{ArrowRight}");
  expect(tab("Y")).toHaveFocus();
  expect(tab("Y")).toHaveAttribute("aria-selected", "true");
  expect(seen).toEqual(["x focus", "x ArrowRight", "list ArrowRight", "y focus"]);
  await user.click(tab("X"));
  expect(tab("X")).toHaveAttribute("aria-selected", "true");
  await user.pointer({ keys: "[MouseLeft>]", target: tab("Y") });
  expect(seen.at(-1)).toBe("y focus");
  expect(seen).toContain("y press");
  // A caller that prevents the default keeps the tab from selecting on press.
  await user.pointer({ keys: "[/MouseLeft]" });
  await user.pointer({ keys: "[MouseLeft>]", target: tab("Z") });
  expect(tab("Z")).toHaveAttribute("aria-selected", "false");
  expect(changed.mock.calls.map(([v]) => v)).toEqual(["y", "x", "y"]);
});
