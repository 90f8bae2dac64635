import { formatUsd } from "@/lib/client/money";

test("formats decimal text as US dollars, exactly", () => {
  expect(formatUsd("1234.5")).toBe("$1,234.50");
  expect(formatUsd("0.00")).toBe("$0.00");
  // Beyond a double's 15-16 significant digits: a float round trip would change the cents.
  expect(formatUsd("9999999999999.99")).toBe("$9,999,999,999,999.99");
});
