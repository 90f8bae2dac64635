// The limit a text field has on the server, shown under it as the user types: "120 / 5,000 characters".
export function lengthHint(length: number, max: number): string {
  return `${length.toLocaleString("en-US")} / ${max.toLocaleString("en-US")} characters`;
}
