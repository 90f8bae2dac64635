import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { readDealRoom } from "@/app/(portal)/_views/deal-room";
import { DealRoomHeader } from "@/components/deal-room/deal-room-header";
import { DealRoomScreen } from "@/components/deal-room/deal-room-screen";

export const metadata: Metadata = { title: "Deal Room" };

/** The investor's own deal room; employees have none and track everyone's in Document Tracking. */
export default async function DealRoomPage() {
  const user = await requireUser();
  if (!can(user, "documents.manage-own")) redirect(can(user, "documents.read-all") ? "/admin/documents" : "/dashboard");
  const { status, documents } = await readDealRoom(user);
  return (
    <div className="space-y-6">
      <DealRoomHeader title="Deal Room" description="Upload the nine documents needed for asset title transfer, as files, Google Doc links, or both." />
      <DealRoomScreen userId={user.id} status={status} documents={documents} mode="own" />
    </div>
  );
}
