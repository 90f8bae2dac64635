"use client";
import { startTransition } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { BackToDashboard } from "@/components/projects/edit-page/back-to-dashboard";

/** The project could not be read (not a missing project: that is the page's own 'Project not found'). */
export default function ProjectEditError({ reset }: { error: Error; reset: () => void }) {
  const router = useRouter();
  // The failure was in the server read: read again, then re-render the segment with the answer.
  const retry = () => startTransition(() => {
    router.refresh();
    reset();
  });
  return (
    <div role="alert" className="mx-auto max-w-md space-y-3 py-16 text-center">
      <h1 className="text-xl font-semibold text-slate-900">Could not load the project</h1>
      <p className="text-slate-600">Something went wrong while loading it. Please try again.</p>
      <div className="flex justify-center gap-2">
        <BackToDashboard className="ml-0" />
        <Button variant="outline" size="sm" onClick={retry}>
          Try again
        </Button>
      </div>
    </div>
  );
}
