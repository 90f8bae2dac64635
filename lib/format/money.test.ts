import { formatMillions, formatUsd } from "@/lib/format/money";

test.each([
  ["0", "$0.00"],
  ["5", "$5.00"],
  ["1234567.5", "$1,234,567.50"],
  ["9999999999.99", "$9,999,999,999.99"],
  ["000123.4", "$123.40"],
])("formatUsd(%p) is %p", (value, expected) => {
  expect(formatUsd(value)).toBe(expected);
});

test.each([
  ["0.00", "$0.0M"],
  ["12345678.90", "$12.3M"],
  ["950000", "$1.0M"],
  ["1234567890123.00", "$1,234,567.9M"],
])("formatMillions(%p) is %p", (value, expected) => {
  expect(formatMillions(value)).toBe(expected);
});
