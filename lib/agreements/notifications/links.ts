// Where a notification about a version takes its reader: the investor's review workspace, or the
// employee's view of that version in the Negotiation Tracker. Client-safe.
export const investorVersionLink = (templateId: string) => `/templates?template=${encodeURIComponent(templateId)}`;
export const employeeVersionLink = (investorId: string, templateId: string) =>
  `/negotiations?investor=${encodeURIComponent(investorId)}&template=${encodeURIComponent(templateId)}`;
