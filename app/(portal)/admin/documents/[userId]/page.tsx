import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requirePermission } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { findInvestor } from "@/lib/deal-room/queries";
import { readDealRoom } from "@/app/(portal)/_views/deal-room";
import { DealRoomHeader } from "@/components/deal-room/deal-room-header";
import { DealRoomScreen } from "@/components/deal-room/deal-room-screen";

export const metadata: Metadata = { title: "Investor Deal Room" };

/** An investor's deal room as an employee sees it: their files and links to review, no upload forms. */
export default async function InvestorDealRoomPage({ params }: { params: Promise<{ userId: string }> }) {
  const user = await requirePermission("documents.read-all");
  const investor = await findInvestor(user, (await params).userId);
  if (!investor) notFound();
  const { status, documents } = await readDealRoom(user, investor.id);
  return (
    <div className="space-y-6">
      <DealRoomHeader title={`Deal Room: ${investor.username}`} description={can(user, "documents.review") ? "The investor's files and links. Accept each document, or reject it with a reason the investor will see." : "The investor's files and links."} back={{ href: "/admin/documents", label: "Document Tracking" }} />
      <DealRoomScreen userId={investor.id} status={status} documents={documents} mode="tracking" canReview={can(user, "documents.review")} />
    </div>
  );
}
