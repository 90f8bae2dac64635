"use client";
import { RouteError } from "@/components/deal-room/route-error";

export default function DealRoomError({ reset }: { error: Error; reset: () => void }) {
  return <RouteError message="Failed to fetch document status" reset={reset} />;
}
