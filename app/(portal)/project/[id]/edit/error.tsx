"use client";
import { Button } from "@/components/ui/button";
import { BackToDashboard } from "@/components/projects/edit-page/back-to-dashboard";

/** The project could not be read (not a missing project: that is the page's own 'Project not found'). */
export default function ProjectEditError({ retry }: { retry: () => void }) {
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
