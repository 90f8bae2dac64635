// Money arrives as exact decimal text ("1234567.50"). Dollar amounts are formatted on the text, so no
// float rounding can change a cent; the dashboard's millions are a rounded display figure anyway.
const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/** "1234567.5" → "$1,234,567.50". Text that is not a plain decimal is shown as it came. */
export function formatUsd(value: string): string {
  const m = DECIMAL.exec(value.trim());
  if (!m) return value;
  const whole = m[1].replace(/^0+(?=\d)/, "").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const cents = (m[2] ?? "").padEnd(2, "0").slice(0, 2);
  return `$${whole}.${cents}`;
}

const millions = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "12345678.90" → "$12.3M" (spec 1 §9: dashboard values in millions with one decimal). */
export function formatMillions(value: string): string {
  const amount = Number(value);
  return `$${millions.format(Number.isFinite(amount) ? amount / 1_000_000 : 0)}M`;
}
