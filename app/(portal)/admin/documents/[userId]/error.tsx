"use client";
import { RouteError } from "@/components/deal-room/route-error";

export default function InvestorDealRoomError({ reset }: { error: Error; reset: () => void }) {
  return <RouteError message="Failed to fetch document status" reset={reset} />;
}
