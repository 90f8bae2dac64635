"use client";
import { Button } from "@/components/ui/button";

/** Spec 2 §8: the progress failed to load, with a Retry that reads the page again on the server. */
export default function PlanError({ retry }: { retry: () => void }) {
  return (
    <div role="alert" className="grid gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <p>Error loading progress data. Please try again later.</p>
      <Button size="sm" variant="outline" className="justify-self-start" onClick={retry}>
        Retry
      </Button>
    </div>
  );
}
