import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { RecaptureYearsForm } from "@/components/tax-pack/recapture-years-form";
import { VerifyPackForm } from "@/components/tax-pack/verify-pack-form";

/** The review screen's tax tools for employees: check a pack, and set the recapture window. */
export function TaxPackTools({ recaptureYears, canSetRecapture }: { recaptureYears: number; canSetRecapture: boolean }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Verify a pack</CardTitle>
          <CardDescription>Whether a tax pack PDF is one the portal produced, and when.</CardDescription>
        </CardHeader>
        <CardContent>
          <VerifyPackForm />
        </CardContent>
      </Card>
      {canSetRecapture && (
        <Card>
          <CardHeader>
            <CardTitle>§30C recapture window</CardTitle>
            <CardDescription>The years after placed-in-service during which the credit can be recaptured; held projects show its end date.</CardDescription>
          </CardHeader>
          <CardContent>
            <RecaptureYearsForm years={recaptureYears} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
