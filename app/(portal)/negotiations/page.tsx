import { Suspense } from "react";
import type { Metadata } from "next";
import { requirePermission } from "@/lib/auth/current-user";
import { NegotiationTracker } from "@/components/agreements/tracker/negotiation-tracker";

export const metadata: Metadata = { title: "Negotiation Tracker" };

/** The legal team's view of every template negotiation; investors have their own review page. */
export default async function NegotiationsPage() {
  await requirePermission("templates.negotiate");
  return (
    <Suspense>
      <NegotiationTracker />
    </Suspense>
  );
}
