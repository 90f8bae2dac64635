import type { Metadata } from "next";
import { requirePermission } from "@/lib/auth/current-user";
import { DealRoomHeader } from "@/components/deal-room/deal-room-header";
import { DocumentTrackingScreen } from "@/components/deal-room/admin/document-tracking-screen";

export const metadata: Metadata = { title: "Document Tracking Administration" };

export default async function DocumentTrackingPage() {
  await requirePermission("documents.read-all");
  return (
    <div className="space-y-6">
      <DealRoomHeader title="Document Tracking Administration" description="Which of the nine deal-room documents each investor has provided." />
      <DocumentTrackingScreen />
    </div>
  );
}
