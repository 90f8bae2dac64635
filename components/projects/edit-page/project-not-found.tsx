import { SearchX } from "lucide-react";
import { BackToDashboard } from "@/components/projects/edit-page/back-to-dashboard";

export function ProjectNotFound() {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <SearchX className="size-10 text-slate-400" aria-hidden />
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Project not found</h1>
      <p className="text-slate-600">It may have been deleted, or the link is wrong.</p>
      <BackToDashboard className="ml-0" />
    </div>
  );
}
