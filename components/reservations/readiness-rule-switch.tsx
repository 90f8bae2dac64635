"use client";
// Issue 22 §1: employees switch the readiness rule on or off (a firm-wide setting, audited) at the top of
// the Project Reservations dialog. The action re-renders the dialog: the switch, and who is ready.
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { SETTINGS } from "@/lib/settings/definitions";
import type { Loaded } from "@/lib/wire";
import { updateReservationSettingsAction } from "@/actions/reservations/update-reservation-settings";

const ID = "require-readiness";

export function ReadinessRuleSwitch({ requireReadiness }: { requireReadiness: Loaded<boolean> }) {
  const update = useAction(updateReservationSettingsAction, {
    failure: "Could not change the setting",
    onSuccess: (data) => {
      toast({ title: data.requireReadiness ? "Readiness is now required to reserve" : "Readiness is no longer required to reserve", variant: "success" });
    },
  });
  const loaded = "data" in requireReadiness;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <Switch
        id={ID}
        checked={loaded ? requireReadiness.data : false}
        disabled={!loaded || update.busy}
        onCheckedChange={(next) => void update.run({ requireReadiness: next })}
        aria-describedby={`${ID}-hint`}
      />
      <div className="grid gap-1">
        <Label htmlFor={ID} className="leading-snug">
          {SETTINGS["reservations.requireReadiness"].label}
        </Label>
        <p id={`${ID}-hint`} className="text-sm text-slate-600">
          {loaded
            ? "Investors reserve and join waitlists only with all nine deal-room documents accepted and their MSA fully executed. You may still reserve for them with a reason."
            : `Could not load the setting: ${requireReadiness.error}`}
        </p>
      </div>
    </div>
  );
}
