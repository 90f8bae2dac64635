import { Spinner } from "@/components/ui/skeleton";

export default function Loading() {
  return <Spinner label="Loading course..." showLabel className="py-8" />;
}
