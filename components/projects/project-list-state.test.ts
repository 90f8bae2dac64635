import { listHref, listStateFrom, projectListReducer, toggleSort } from "@/components/projects/project-list-state";
import { projectListQuerySchema } from "@/lib/projects/schemas";

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

test("the URL holds only what differs from the defaults, the search as typed", () => {
  const state = { filters: { search: "Depot ", stage: "Best Case" as const, quarter: null, type: "L2" as const }, sorting: [{ id: "cost" as const, desc: true }], page: 3 };
  expect(listHref("/dashboard", state)).toBe("/dashboard?search=Depot+&stage=Best+Case&type=L2&sort=cost&order=desc&page=3");
  expect(listHref("/", { filters: { search: "  ", stage: null, quarter: null, type: null }, sorting: [], page: 1 })).toBe("/");
});

test("the server's parsed URL reads back as the same state", () => {
  const query = projectListQuerySchema.parse({ search: "Depot ", stage: "Best Case", type: "L2", sort: "cost", order: "desc", page: "3" });
  const state = listStateFrom(query, "Depot ", query.page);
  expect(state).toEqual({ filters: { search: "Depot ", stage: "Best Case", quarter: null, type: "L2" }, sorting: [{ id: "cost", desc: true }], page: 3 });
  expect(listHref("/dashboard", state)).toBe("/dashboard?search=Depot+&stage=Best+Case&type=L2&sort=cost&order=desc&page=3");
});
