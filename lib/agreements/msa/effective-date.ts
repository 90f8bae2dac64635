// An MSA finalized without an effective date (the spec makes it optional) takes effect when it is fully
// executed, as agreements usually say: the day the last party signed. Shown the same way by the viewer,
// the share page and the files. Client-safe.

type Signed = { signedAt: Date | string } | null | undefined;

export const ON_FULL_EXECUTION = "On full execution (the date of the last signature)";

/** The effective day (yyyy-MM-dd): the one given at finalization, else the day both parties had signed; null until then. */
export function effectiveDay(given: string | null | undefined, signatures: { investor?: Signed; company?: Signed }): string | null {
  if (given) return given;
  const { investor, company } = signatures;
  if (!investor || !company) return null;
  const last = Math.max(new Date(investor.signedAt).getTime(), new Date(company.signedAt).getTime());
  return new Date(last).toISOString().slice(0, 10);
}

const LONG_US_UTC = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** The effective date as every reader gets it: "January 1, 2027", or the rule that will fix it. */
export function effectiveDateText(given: string | null | undefined, signatures: { investor?: Signed; company?: Signed }): string {
  const day = effectiveDay(given, signatures);
  return day ? LONG_US_UTC.format(new Date(`${day}T00:00:00Z`)) : ON_FULL_EXECUTION;
}
