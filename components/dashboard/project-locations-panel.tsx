import { ExternalLink, MapPinned } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** A link to the configured interactive map of project sites, in a new tab (spec 1 §2). */
export function ProjectLocationsPanel({ mapUrl }: { mapUrl: string }) {
  return (
    <Card>
      <CardHeader className="flex-row items-start gap-3 pb-3 sm:pb-4">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-sky-100 text-sky-800">
          <MapPinned className="size-5" aria-hidden />
        </span>
        <div className="space-y-1">
          <CardTitle className="text-base">Project Locations</CardTitle>
          <CardDescription>Where the chargers are planned and deployed, on an interactive map.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <a href={mapUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline", className: "w-full" })}>
          View project map
          <ExternalLink aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </CardContent>
    </Card>
  );
}
