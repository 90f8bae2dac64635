// The board's move action answers with the moved card and leaves the page alone: the board keeps its
// optimistic state and reads itself again in a transition (components/pipeline/use-board-moves.ts).
// Re-rendering the whole board inside the action's response made a move at 1,000,000 projects cost
// 17–22× the session check (docs/bench.md).
import { refresh } from "next/cache";
import { moveProjectAction } from "@/actions/projects/move-project";
import { createCast, sessionCookie, type TestUser } from "@/test/factories/users";
import { makeProject } from "@/test/factories/projects";

// Server actions read the cookie through next/headers; only the jar is faked, the session check is real.
let cookie: string | undefined;
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: () => (cookie ? { value: cookie } : undefined) }),
}));

let employee: TestUser;
beforeAll(async () => {
  ({ employee } = await createCast());
  cookie = (await sessionCookie(employee)).split("=").slice(1).join("=");
});
beforeEach(() => jest.mocked(refresh).mockClear());

test("a move answers with the card's new stage and does not re-render the page", async () => {
  const p = await makeProject({ stage: "Pipeline" });
  expect(await moveProjectAction({ id: p.id, stage: "Best Case", expectedStage: "Pipeline" })).toEqual({ ok: true, data: { id: p.id, stage: "Best Case" } });
  expect(refresh).not.toHaveBeenCalled();
});

test("a refused move (the board showed a stage that is gone) answers 409 and leaves the re-read to the board", async () => {
  const p = await makeProject({ stage: "Committed" });
  const result = await moveProjectAction({ id: p.id, stage: "Best Case", expectedStage: "Pipeline" });
  expect(result).toMatchObject({ ok: false, status: 409 });
  expect(refresh).not.toHaveBeenCalled();
});
