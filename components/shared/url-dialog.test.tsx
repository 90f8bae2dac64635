/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UrlDialog } from "@/components/shared/url-dialog";
import { useUrlDialog } from "@/components/shared/use-url-dialog";
import { currentUrl } from "@/components/shared/url-dialog-opener";

// The router's navigations never land by themselves here: each returns a promise the test settles, so a
// closing dialog's navigation is still on its way (React keeps the transition pending until it settles).
const landings: (() => void)[] = [];
const replace = jest.fn(() => new Promise<void>((resolve) => landings.push(resolve)));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace, refresh: jest.fn() }),
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

function ProjectOpener() {
  const { openDialog } = useUrlDialog<string>(null, "project");
  return <button onClick={() => openDialog("p1")}>Open project</button>;
}

function Page() {
  return (
    <>
      <ProjectOpener />
      <UrlDialog title="User Management" description="Approve registrations">
        <p>Pending users</p>
      </UrlDialog>
    </>
  );
}

// React keeps every async transition pending until all of them settle: settle what a test left on its way.
afterEach(async () => {
  await act(async () => landings.splice(0).forEach((land) => land()));
});

beforeEach(() => {
  replace.mockClear();
  window.history.replaceState(null, "", "/dashboard?search=depot&open=user-management&dialog-tab=pending");
});

test("a dialog opened while a URL dialog is closing does not bring the closed one back", async () => {
  const user = userEvent.setup();
  render(<Page />);
  expect(screen.getByRole("dialog", { name: "User Management" })).toBeVisible();

  await user.keyboard("{Escape}");
  expect(screen.queryByRole("dialog", { name: "User Management" })).not.toBeInTheDocument();
  expect(replace).toHaveBeenLastCalledWith("/dashboard?search=depot", { scroll: false });

  // The address still names the closed dialog: its navigation has not landed.
  await user.click(screen.getByRole("button", { name: "Open project" }));
  expect(replace).toHaveBeenLastCalledWith("/dashboard?search=depot&project=p1", { scroll: false });
});

test("a closing navigation that ends without landing leaves the dialog in the address again", async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.keyboard("{Escape}");
  expect(landings).toHaveLength(1);
  await act(async () => landings.shift()!());
  // Still at the old address: the dialog shows again, and a URL built now (its tab, another dialog) keeps it.
  expect(await screen.findByRole("dialog", { name: "User Management" })).toBeVisible();
  expect(currentUrl((params) => params.set("project", "p1"))).toBe("/dashboard?search=depot&open=user-management&dialog-tab=pending&project=p1");
});
