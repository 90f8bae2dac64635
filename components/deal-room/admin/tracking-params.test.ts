import { filterQuery, readTrackingParams, trackingSearch } from "@/components/deal-room/admin/tracking-params";

describe("Document Tracking's URL state", () => {
  it("reads the filters, page and tab the URL names", () => {
    expect(readTrackingParams({ search: "ann", status: "approved", badge: "in_progress", page: "3", view: "detailed" })).toEqual({
      search: "ann",
      status: "approved",
      badge: "in_progress",
      page: 3,
      view: "detailed",
    });
  });

  it("falls back to no filter for what the API would refuse", () => {
    expect(readTrackingParams({ status: "bogus", badge: ["x", "y"], page: "-2", view: "matrix" })).toEqual({ search: "", status: null, badge: null, page: 1, view: "overview" });
  });

  it("writes only what differs from the defaults, and the export gets the filters without paging", () => {
    const state = { search: "ann", status: null, badge: "complete" as const, page: 2, view: "overview" as const };
    expect(trackingSearch(state)).toBe("?search=ann&badge=complete&page=2");
    expect(trackingSearch({ ...state, search: "", badge: null, page: 1 })).toBe("");
    expect(filterQuery(state).toString()).toBe("search=ann&badge=complete");
  });
});
