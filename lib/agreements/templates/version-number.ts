// Template version numbers (spec 2 §3: default "1.0"): every edit bumps the minor part, "1.9" → "1.10".
export function nextVersion(version: string): string {
  const match = /^(\d+)\.(\d+)$/.exec(version);
  if (!match) return "1.0";
  return `${match[1]}.${Number(match[2]) + 1}`;
}
