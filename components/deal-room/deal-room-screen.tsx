"use client";
import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/ui/load-error";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { documentsKey, statusKey } from "@/components/deal-room/query-keys";
import { DocumentOverview } from "@/components/deal-room/document-overview";
import { DocumentCard } from "@/components/deal-room/document-card";
import type { DocumentItem, StatusItem } from "@/components/deal-room/types";

type Props = {
  /** The investor whose deal room this is. */
  userId: string;
  /** "own": the investor's own, with the upload forms; "tracking": another's, read-only. */
  mode: "own" | "tracking";
  /** In tracking mode, whether the viewer may accept and reject (documents.review). */
  canReview?: boolean;
};

/** Spec 2 §2 "Deal Room": Document Overview and Upload & Manage. */
export function DealRoomScreen({ userId, mode, canReview = false }: Props) {
  // An investor's own reads name nobody (the server answers for the caller); tracking names the investor.
  const subject = mode === "tracking" ? userId : undefined;
  const status = useQuery<StatusItem>({ queryKey: statusKey(subject) });
  const documents = useQuery<DocumentItem[]>({ queryKey: documentsKey(subject) });

  if (status.isPending || documents.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading documents">
        <Skeleton className="h-10" />
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (status.isError) return <LoadError message="Failed to fetch document status" onRetry={() => status.refetch()} />;
  if (documents.isError) return <LoadError message="Failed to fetch documents" onRetry={() => documents.refetch()} />;

  const byType = new Map(documents.data.map((d) => [d.documentType, d]));
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label="Deal room">
        <TabsTrigger value="overview">Document Overview</TabsTrigger>
        <TabsTrigger value="manage">{mode === "own" ? "Upload & Manage" : "Files & Review"}</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <DocumentOverview status={status.data} />
      </TabsContent>
      <TabsContent value="manage" className="space-y-3">
        {status.data.documents.map((type) => (
          <DocumentCard key={type.documentType} type={type} doc={byType.get(type.documentType)} userId={userId} mode={mode} canReview={canReview} />
        ))}
      </TabsContent>
    </Tabs>
  );
}
