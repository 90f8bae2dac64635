import { currentYear } from "@/lib/requirements/dates";
import { reviewHref } from "@/components/requirements/review/use-review-view";
import { reviewView } from "@/app/(portal)/_views/review-view";

const year = currentYear();

test("an empty URL is the pending service hours of this year, page 1", () => {
  expect(reviewView({})).toEqual({ tab: "hours", year, status: "pending", investor: "", search: "", page: 1 });
});

test("the URL's values are read, and one that does not parse falls back to its default alone", () => {
  expect(reviewView({ tab: "credits", year: String(year - 1), status: "all", investor: "u1", page: "3" })).toMatchObject({ tab: "credits", year: year - 1, status: "all", investor: "u1", page: 3 });
  expect(reviewView({ tab: "nope", year: "20x6", status: "maybe", page: "-2", search: ["a", "b"] })).toEqual({ tab: "hours", year, status: "pending", investor: "", search: "", page: 1 });
});

test("a view's URL leaves out its defaults and reads back as the same view", () => {
  expect(reviewHref("/service-hours/review", reviewView({}), year)).toBe("/service-hours/review");
  const view = { tab: "progress", year: year - 2, status: "rejected", investor: "u 1", search: "ada", page: 2 } as const;
  const href = reviewHref("/service-hours/review", view, year);
  expect(reviewView(Object.fromEntries(new URL(href, "http://x").searchParams))).toEqual(view);
});
