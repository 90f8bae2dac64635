/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { useEffect, useState } from "react";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PipelineBoard } from "@/components/pipeline/pipeline-board";
import type { BoardData } from "@/components/pipeline/types";
import type { BoardState } from "@/lib/pipeline/board-href";
import { BOARD_STAGES } from "@/lib/pipeline/schemas";
import type { Stage } from "@/lib/projects/schemas";
import { renderWithProviders } from "@/lib/client/test-utils";
import { dismiss } from "@/components/ui/use-toast";
import { moveProjectAction } from "@/actions/projects/move-project";

jest.mock("@/actions/projects/move-project", () => ({ moveProjectAction: jest.fn() }));
// The dialog is its own test's subject; here it only has to open for the card clicked, by the URL.
jest.mock("@/components/projects/project-dialog", () => ({
  ProjectDialog: ({ projectId }: { projectId: string | null }) => projectId && <div role="dialog" aria-label={`Project ${projectId}`} />,
}));

// The router stands in for the server: refresh() renders the board the server would read now.
let reread: () => void = () => {};
const refresh = jest.fn(() => reread());
// …and replace() renders the page for the new URL: here, the project it opens.
let navigate: (href: string) => void = () => {};
const replace = jest.fn((href: string) => navigate(href));
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, replace, push: jest.fn() }), usePathname: () => "/pipeline", useSearchParams: () => new URLSearchParams("idle=1") }));

const NOW = "2026-11-28T12:00:00.000Z";
const LIMITS = { Pipeline: 30, BestCase: 21, Committed: 14, Contracted: 30, Deployed: null };

function card(id: string, client: string) {
  return { id, client, deploymentQuarter: "Q2'26", type: "L2" as const, projectCost: "100000.00", numberOfChargers: 4, reservationStatus: null, investor: null, lastActivityAt: NOW, stageEnteredAt: NOW };
}

/** Every column, with the given cards where they are. */
function board(where: Partial<Record<Stage, ReturnType<typeof card>[]>>): BoardData {
  return {
    now: NOW,
    limits: LIMITS,
    columns: BOARD_STAGES.map((stage) => {
      const cards = where[stage] ?? [];
      return { stage, count: cards.length, value: "0.00", chargers: 0, idleCount: 0, medianDays: null, cards };
    }),
  } as BoardData;
}

const STATE: BoardState = { search: "", quarter: null, type: null, idle: false, shown: Object.fromEntries(BOARD_STAGES.map((s) => [s, 50])) as Record<Stage, number> };
const ALPHA = card("p-1", "Alpha Depot");

function Page({ first, next }: { first: BoardData; next: BoardData }) {
  const [shown, setShown] = useState(first);
  const [opened, setOpened] = useState<string | null>(null);
  useEffect(() => {
    reread = () => setShown(next);
    navigate = (href) => setOpened(new URL(href, "http://localhost").searchParams.get("project"));
  }, [next]);
  const projectDialog = { viewerId: "u-1", editable: true, open: opened ? { id: opened, read: null } : null };
  return <PipelineBoard board={shown} state={STATE} initialStage="Committed" projectDialog={projectDialog} />;
}

const column = (stage: string) => within(screen.getByRole("region", { name: stage }));
const status = () => screen.getAllByRole("status").find((el) => el.tagName === "P")!;

async function moveWithMenu(client: string, to: Stage) {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: `Move ${client} to…` }));
  await user.click(await screen.findByRole("menuitem", { name: to }));
}

beforeEach(() => {
  dismiss();
  refresh.mockClear();
  replace.mockClear();
  jest.mocked(moveProjectAction).mockReset();
});

test("a card's title opens its project in the dialog: the URL's ?project=, beside the board's own filters", async () => {
  renderWithProviders(<Page first={board({ Committed: [ALPHA] })} next={board({ Committed: [ALPHA] })} />);
  await userEvent.setup().click(column("Committed").getByRole("button", { name: "Alpha Depot" }));
  expect(await screen.findByRole("dialog", { name: "Project p-1" })).toBeInTheDocument();
  expect(replace).toHaveBeenCalledWith("/pipeline?idle=1&project=p-1", { scroll: false });
});

test("a move refused because someone else moved the card names the column the card is really in (not the one it left)", async () => {
  // Bob moved Alpha to Contracted meanwhile: the server refuses, and the re-read board has it there.
  jest.mocked(moveProjectAction).mockResolvedValue({ ok: false, status: 409, error: "bob moved this project to Contracted on 2026-11-28 at 11:59 UTC" });
  renderWithProviders(<Page first={board({ Committed: [ALPHA] })} next={board({ Contracted: [ALPHA] })} />);
  await moveWithMenu("Alpha Depot", "Deployed");
  expect(moveProjectAction).toHaveBeenCalledWith({ id: "p-1", stage: "Deployed", expectedStage: "Committed" }, expect.anything());
  await waitFor(() => expect(status()).toHaveTextContent("Alpha Depot could not be moved to Deployed. It stays in Contracted."));
  expect(status()).not.toHaveTextContent("Committed");
  expect(column("Contracted").getByText("Alpha Depot")).toBeInTheDocument();
});

test("a move refused by a rule (the board unchanged) says the card stays where it was, and focus is back on its Move to… button there", async () => {
  jest.mocked(moveProjectAction).mockResolvedValue({ ok: false, status: 409, error: "This project has a pending reservation" });
  const same = board({ Committed: [ALPHA] });
  renderWithProviders(<Page first={same} next={board({ Committed: [ALPHA] })} />);
  await moveWithMenu("Alpha Depot", "Contracted");
  await waitFor(() => expect(status()).toHaveTextContent("Alpha Depot could not be moved to Contracted. It stays in Committed."));
  const trigger = column("Committed").getByRole("button", { name: "Move Alpha Depot to…" });
  await waitFor(() => expect(trigger).toHaveFocus());
});

test("after Move to… the keyboard is on the moved card's Move to… button in its new column", async () => {
  jest.mocked(moveProjectAction).mockResolvedValue({ ok: true, data: { id: "p-1", stage: "Best Case" } });
  renderWithProviders(<Page first={board({ Committed: [ALPHA] })} next={board({ "Best Case": [ALPHA] })} />);
  await moveWithMenu("Alpha Depot", "Best Case");
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  const trigger = column("Best Case").getByRole("button", { name: "Move Alpha Depot to…" });
  await waitFor(() => expect(trigger).toHaveFocus());
  expect(status()).toHaveTextContent("Alpha Depot moved to Best Case.");
  // Settled: focus is the user's again (a later render does not pull it back).
  act(() => (document.activeElement as HTMLElement).blur());
  expect(trigger).not.toHaveFocus();
});

test("a moved card keeps its new column, and the keyboard follows it, until a board read after the move is on screen", async () => {
  jest.mocked(moveProjectAction).mockResolvedValue({ ok: true, data: { id: "p-1", stage: "Best Case" } });
  renderWithProviders(<Page first={board({ Committed: [ALPHA] })} next={board({ "Best Case": [ALPHA] })} />);
  // The refresh ends before its board arrives (or an earlier move's board arrives first): nothing new yet.
  let arrive = () => {};
  refresh.mockImplementationOnce(() => void (arrive = reread));
  await moveWithMenu("Alpha Depot", "Best Case");
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(column("Best Case").getByText("Alpha Depot")).toBeInTheDocument();
  expect(column("Committed").queryByText("Alpha Depot")).toBeNull();
  act(() => arrive());
  const trigger = column("Best Case").getByRole("button", { name: "Move Alpha Depot to…" });
  await waitFor(() => expect(trigger).toHaveFocus());
  expect(column("Committed").queryByText("Alpha Depot")).toBeNull();
});

test("cards sit in one track no wider than their column (min-w-0), and long words wrap", () => {
  renderWithProviders(<Page first={board({ Committed: [card("p-2", "Supercalifragilisticexpialidocious Logistics International")] })} next={board({})} />);
  const list = screen.getByRole("list", { name: "Committed deals" });
  expect(list).toHaveClass("grid-cols-1");
  expect(within(list).getByRole("listitem")).toHaveClass("min-w-0");
  expect(within(list).getByRole("article")).toHaveClass("min-w-0", "wrap-anywhere");
});
