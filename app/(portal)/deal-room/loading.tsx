import { DealRoomSkeleton } from "@/components/deal-room/deal-room-skeleton";

export default function Loading() {
  return <DealRoomSkeleton />;
}
