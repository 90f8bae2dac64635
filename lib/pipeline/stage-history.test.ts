import { stageHistory } from "@/lib/pipeline/stage-history";

const now = new Date("2026-11-27T00:00:00.000Z");
const day = (d: number) => new Date(Date.UTC(2026, 10, d)).toISOString();

test("each stay runs from entering a stage to leaving it; the current one is open", () => {
  const stays = stageHistory({ createdAt: day(1), stage: "Committed" }, [
    { at: day(1), from: null, to: "Pipeline" },
    { at: day(4), from: "Pipeline", to: "Best Case" },
    { at: day(15), from: "Best Case", to: "Committed" },
  ], now);
  expect(stays).toEqual([
    { stage: "Pipeline", enteredAt: day(1), leftAt: day(4), days: 3 },
    { stage: "Best Case", enteredAt: day(4), leftAt: day(15), days: 11 },
    { stage: "Committed", enteredAt: day(15), leftAt: null, days: 12 },
  ]);
});

test("the events' order does not matter, and a stage entered twice is two stays", () => {
  const stays = stageHistory({ createdAt: day(1), stage: "Pipeline" }, [
    { at: day(10), from: "Best Case", to: "Pipeline" },
    { at: day(1), from: null, to: "Pipeline" },
    { at: day(2), from: "Pipeline", to: "Best Case" },
  ], now);
  expect(stays.map((s) => [s.stage, s.days])).toEqual([["Pipeline", 1], ["Best Case", 8], ["Pipeline", 17]]);
});

test("a project older than its audit trail starts at its creation, in the stage its first change left", () => {
  const stays = stageHistory({ createdAt: day(1), stage: "Contracted" }, [{ at: day(6), from: "Committed", to: "Contracted" }], now);
  expect(stays).toEqual([
    { stage: "Committed", enteredAt: day(1), leftAt: day(6), days: 5 },
    { stage: "Contracted", enteredAt: day(6), leftAt: null, days: 21 },
  ]);
});

test("no stage change: one open stay since creation", () => {
  expect(stageHistory({ createdAt: day(20), stage: "Deployed" }, [], now)).toEqual([{ stage: "Deployed", enteredAt: day(20), leftAt: null, days: 7 }]);
});
