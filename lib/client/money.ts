// Money arrives as exact decimal text ("1234.50", spec: Decimal(12,2) as strings on the wire). Intl
// formats numeric strings digit for digit, so no value passes through a binary float on its way to the screen.
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "1234.5" → "$1,234.50". */
export function formatUsd(amount: string): string {
  return usd.format(amount as Intl.StringNumericLiteral);
}
