// The limit a text field has on the server, shown under it as the user types: "120 / 5,000 characters".
// At the limit it says so: the field's maxLength cuts anything longer (a paste, say), which must not
// happen without a word.
export function lengthHint(length: number, max: number): string {
  const count = `${length.toLocaleString("en-US")} / ${max.toLocaleString("en-US")} characters`;
  return length >= max ? `${count}: the limit. Anything longer is cut.` : count;
}
