import { ELLIPSIS, pageNumbers } from "@/components/ui/page-numbers";

test.each<[number, number, Array<number | typeof ELLIPSIS>]>([
  [1, 0, []],
  [1, 1, [1]],
  [2, 3, [1, 2, 3]],
  [1, 5, [1, 2, 3, 4, 5]],
  [1, 6, [1, 2, 3, 4, 5, 6]],
  [1, 7, [1, 2, 3, 4, 5, ELLIPSIS, 7]],
  [1, 20, [1, 2, 3, 4, 5, ELLIPSIS, 20]],
  [3, 20, [1, 2, 3, 4, 5, ELLIPSIS, 20]],
  [4, 20, [2, 3, 4, 5, 6, ELLIPSIS, 20]],
  [10, 20, [8, 9, 10, 11, 12, ELLIPSIS, 20]],
  [17, 20, [16, 17, 18, 19, 20]],
  [18, 20, [16, 17, 18, 19, 20]],
  [20, 20, [16, 17, 18, 19, 20]],
  [99, 20, [16, 17, 18, 19, 20]],
])("page %p of %p shows %p", (current, total, expected) => {
  expect(pageNumbers(current, total)).toEqual(expected);
});

test("never more than five numbers besides the last page, and the current page is always shown", () => {
  for (let total = 1; total <= 30; total++) {
    for (let current = 1; current <= total; current++) {
      const items = pageNumbers(current, total);
      expect(items).toContain(current);
      expect(items).toContain(total);
      expect(items.filter((i) => i !== ELLIPSIS && i !== total).length).toBeLessThanOrEqual(5);
    }
  }
});
