// One cell of the Detailed View's matrix (and its CSV): the legend's file / link / both / missing, with an
// employee's rejection shown on top. Client-safe.
export type MatrixKind = "both" | "file" | "link" | "missing";

export function matrixCell(doc: { hasFile: boolean; hasGoogleDoc: boolean; reviewStatus?: "accepted" | "rejected" | null } | undefined): { kind: MatrixKind; label: string; rejected: boolean } {
  const kind: MatrixKind = doc?.hasFile && doc.hasGoogleDoc ? "both" : doc?.hasFile ? "file" : doc?.hasGoogleDoc ? "link" : "missing";
  const rejected = kind !== "missing" && doc?.reviewStatus === "rejected";
  const base = { both: "File + Link", file: "File", link: "Link", missing: "Missing" }[kind];
  return { kind, label: rejected ? `${base} (rejected)` : base, rejected };
}
