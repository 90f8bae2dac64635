"use client";
import { RouteError } from "@/components/deal-room/route-error";

export default function DocumentTrackingError({ reset }: { error: Error; reset: () => void }) {
  return <RouteError message="Failed to fetch document summaries" reset={reset} />;
}
