import { projectListReducer, toggleSort } from "@/components/projects/project-list-state";

test("a header click cycles its column ascending → descending → none, one column at a time", () => {
  expect(toggleSort([], "cost")).toEqual([{ id: "cost", desc: false }]);
  expect(toggleSort([{ id: "cost", desc: false }], "cost")).toEqual([{ id: "cost", desc: true }]);
  expect(toggleSort([{ id: "cost", desc: true }], "cost")).toEqual([]);
  expect(toggleSort([{ id: "cost", desc: true }], "client")).toEqual([{ id: "client", desc: false }]);
});

test("a sort change goes back to page 1", () => {
  const state = projectListReducer({ filters: { search: "", stage: null, quarter: null, type: null }, sorting: [], page: 4 }, { type: "sort", sorting: toggleSort([], "spaces") });
  expect(state).toMatchObject({ page: 1, sorting: [{ id: "spaces", desc: false }] });
});
