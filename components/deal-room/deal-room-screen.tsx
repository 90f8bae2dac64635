import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DocumentOverview } from "@/components/deal-room/document-overview";
import { DocumentCards } from "@/components/deal-room/document-cards";
import type { DocumentItem, StatusItem } from "@/components/deal-room/types";

type Props = {
  /** The investor whose deal room this is. */
  userId: string;
  /** The server's reads of it (the page re-renders them after every save or review). */
  status: StatusItem;
  documents: DocumentItem[];
  /** "own": the investor's own, with the upload forms; "tracking": another's, read-only. */
  mode: "own" | "tracking";
  /** In tracking mode, whether the viewer may accept and reject (documents.review). */
  canReview?: boolean;
};

/** Spec 2 §2 "Deal Room": Document Overview and Upload & Manage. */
export function DealRoomScreen({ userId, status, documents, mode, canReview = false }: Props) {
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label="Deal room">
        <TabsTrigger value="overview">Document Overview</TabsTrigger>
        <TabsTrigger value="manage">{mode === "own" ? "Upload & Manage" : "Files & Review"}</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <DocumentOverview status={status} ownRoom={mode === "own"} />
      </TabsContent>
      <TabsContent value="manage">
        <DocumentCards types={status.documents} documents={documents} userId={userId} mode={mode} canReview={canReview} />
      </TabsContent>
    </Tabs>
  );
}
