"use client";
// Issue 22 §1: employees switch the readiness rule on or off (a firm-wide setting, audited) at the top of
// the Project Reservations dialog.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { SETTINGS } from "@/lib/settings/definitions";
import type { ReservationSettingsInput } from "@/lib/reservations/schemas";
import { refreshReservationReads, RESERVATION_SETTINGS_KEY } from "@/components/reservations/query-keys";
import { updateReservationSettingsAction } from "@/actions/reservations/update-reservation-settings";

const ID = "require-readiness";

export function ReadinessRuleSwitch() {
  const qc = useQueryClient();
  const settings = useQuery<ReservationSettingsInput>({ queryKey: RESERVATION_SETTINGS_KEY, refetchOnMount: "always" });
  const update = useAction(updateReservationSettingsAction, {
    failure: "Could not change the setting",
    onSuccess: (data) => {
      qc.setQueryData(RESERVATION_SETTINGS_KEY, data);
      toast({ title: data.requireReadiness ? "Readiness is now required to reserve" : "Readiness is no longer required to reserve", variant: "success" });
      void refreshReservationReads(qc);
    },
  });
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <Switch
        id={ID}
        checked={settings.data?.requireReadiness ?? false}
        disabled={!settings.isSuccess || update.busy}
        onCheckedChange={(requireReadiness) => void update.run({ requireReadiness })}
        aria-describedby={`${ID}-hint`}
      />
      <div className="grid gap-1">
        <Label htmlFor={ID} className="leading-snug">
          {SETTINGS["reservations.requireReadiness"].label}
        </Label>
        <p id={`${ID}-hint`} className="text-sm text-slate-600">
          {settings.isError
            ? `Could not load the setting: ${settings.error.message}`
            : "Investors reserve and join waitlists only with all nine deal-room documents accepted and their MSA fully executed. You may still reserve for them with a reason."}
        </p>
      </div>
    </div>
  );
}
