"use client";
// Issue 32 §3: "Require a second factor" at the top of User Management: for no one (a fresh install),
// employees, or everyone. A firm-wide setting, audited; a change may ask for the password again (step-up).
import { ChoiceField } from "@/components/ui/choice-field";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { SETTINGS } from "@/lib/settings/definitions";
import { SECOND_FACTOR_POLICIES, SECOND_FACTOR_POLICY_LABELS, type SecondFactorPolicy } from "@/lib/second-factor/policy";
import type { Loaded } from "@/lib/wire";
import { updateSecondFactorPolicyAction } from "@/actions/security/update-second-factor-policy";

const CHOICES = SECOND_FACTOR_POLICIES.map((value) => ({ value, label: SECOND_FACTOR_POLICY_LABELS[value] }));
const HINT = "An account it covers that has no second factor is taken to set one up right after its password, and can do nothing else until it has.";

/** `policy`: the stored choice as the server read it; the action re-renders it after a change. */
export function SecondFactorPolicyField({ policy, stepUp }: { policy: Loaded<SecondFactorPolicy>; stepUp: (retry: () => void) => void }) {
  const update = useAction(updateSecondFactorPolicyAction, {
    failure: "Could not change the setting",
    stepUp,
    onSuccess: (data) => {
      toast({ title: `A second factor is now required for ${SECOND_FACTOR_POLICY_LABELS[data.requireSecondFactor].toLowerCase()}`, variant: "success" });
    },
  });
  const loaded = "data" in policy;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <ChoiceField
        id="require-second-factor"
        label={SETTINGS["security.requireSecondFactor"].label}
        choices={CHOICES}
        value={loaded ? policy.data : undefined}
        disabled={!loaded || update.busy}
        onChange={(value) => void update.run({ requireSecondFactor: value as SecondFactorPolicy })}
        hint={loaded ? HINT : `Could not load the setting: ${policy.error}`}
      />
    </div>
  );
}
