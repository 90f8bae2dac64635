"use client";
import { useState } from "react";
import { DocumentCard } from "@/components/deal-room/document-card";
import type { DocumentItem, TypeStatusItem } from "@/components/deal-room/types";

type Props = { types: TypeStatusItem[]; documents: DocumentItem[]; userId: string; mode: "own" | "tracking"; canReview: boolean };

/** Upload & Manage's nine cards; on a phone one at a time shows its forms, first the first one not yet done. */
export function DocumentCards({ types, documents, userId, mode, canReview }: Props) {
  const byType = new Map(documents.map((d) => [d.documentType, d]));
  const [open, setOpen] = useState(() => (types.find((t) => !t.done) ?? types[0])?.documentType);
  return (
    <div className="space-y-3">
      {types.map((type) => (
        <DocumentCard
          key={type.documentType}
          type={type}
          doc={byType.get(type.documentType)}
          userId={userId}
          mode={mode}
          canReview={canReview}
          expanded={open === type.documentType}
          onExpand={() => setOpen(type.documentType)}
        />
      ))}
    </div>
  );
}
