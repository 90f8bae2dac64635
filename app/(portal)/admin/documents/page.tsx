import type { Metadata } from "next";
import { requirePermission } from "@/lib/auth/current-user";
import { getDocumentSummary } from "@/lib/deal-room/summary";
import { DealRoomHeader } from "@/components/deal-room/deal-room-header";
import { DocumentTrackingScreen } from "@/components/deal-room/admin/document-tracking-screen";
import { PAGE_SIZE, readTrackingParams } from "@/components/deal-room/admin/tracking-params";

export const metadata: Metadata = { title: "Document Tracking Administration" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The filters, page and tab are the URL's: the server reads that page of investors (GET …/summary's query). */
export default async function DocumentTrackingPage({ searchParams }: Props) {
  const user = await requirePermission("documents.read-all");
  const state = readTrackingParams(await searchParams);
  const read = (page: number) => getDocumentSummary(user, { search: state.search || undefined, status: state.status ?? undefined, badge: state.badge ?? undefined, page, pageSize: PAGE_SIZE });
  let { rows, total } = await read(state.page);
  // A page past the end (an old link, a hand-edited URL) shows the last page, not "No investors found".
  const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (rows.length === 0 && state.page > last) {
    state.page = last;
    ({ rows, total } = await read(last));
  }
  return (
    <div className="space-y-6">
      <DealRoomHeader title="Document Tracking Administration" description="Which of the nine deal-room documents each investor has provided." />
      <DocumentTrackingScreen rows={rows} total={total} state={state} />
    </div>
  );
}
