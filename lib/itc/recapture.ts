// The recapture window's end (issue 22 §3): the day `years` years after placed-in-service (a 29 February
// ends on the 28th in a common year). Pure and client-safe.
export function recaptureEndsOn(placedInService: string | null, years: number): string | null {
  if (!placedInService) return null;
  const [y, m, d] = placedInService.split("-").map(Number);
  const end = new Date(Date.UTC(y + years, m - 1, d));
  // Date.UTC rolls 29 February into 1 March; step back to the last day of February.
  if (end.getUTCMonth() !== m - 1) end.setUTCDate(0);
  return end.toISOString().slice(0, 10);
}
