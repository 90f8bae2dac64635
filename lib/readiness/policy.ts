// Issue 22 §1: an investor is ready to reserve when all nine deal-room documents are accepted and their
// MSA is fully executed. The one rule, pure: the service's gate, the waitlist's promotion and the
// screens' checklist all read it, so the 409 and the checklist say the same words. Client-safe.
import { TOTAL_DOCUMENTS } from "@/lib/deal-room/document-types";

/** What the rule looks at, read by lib/readiness/queries.ts. */
export type ReadinessFacts = { acceptedDocuments: number; msaExecuted: boolean };

export type ReadinessItem = { key: "documents" | "msa"; label: string; done: boolean; href: string };

export type Readiness = ReadinessFacts & { ready: boolean; items: ReadinessItem[] };

/** An investor's readiness and whether the firm requires it ("Require readiness to reserve"). */
export type ReadinessView = Readiness & { required: boolean };

/** Where an investor fixes each item: their deal room, and their agreements (the MSA is signed there). */
export const READINESS_LINKS = { documents: "/deal-room", msa: "/templates" } as const;

export function readinessOf({ acceptedDocuments, msaExecuted }: ReadinessFacts): Readiness {
  const accepted = Math.min(acceptedDocuments, TOTAL_DOCUMENTS);
  const items: ReadinessItem[] = [
    { key: "documents", label: `${accepted} of ${TOTAL_DOCUMENTS} documents accepted`, done: accepted === TOTAL_DOCUMENTS, href: READINESS_LINKS.documents },
    { key: "msa", label: msaExecuted ? "MSA fully executed" : "MSA not yet signed", done: msaExecuted, href: READINESS_LINKS.msa },
  ];
  return { acceptedDocuments: accepted, msaExecuted, ready: items.every((i) => i.done), items };
}

/** The refusal's words: the checklist's open items, after who is not ready ("Not ready to reserve: …"). */
export function notReadyMessage(readiness: Readiness, who = "Not ready"): string {
  const open = readiness.items.filter((i) => !i.done).map((i) => i.label);
  return `${who} to reserve: ${open.join(", ")}`;
}
