"use client";
// Issue 32 §3: "Require a second factor" at the top of User Management: for no one (a fresh install),
// employees, or everyone. A firm-wide setting, audited; a change may ask for the password again (step-up).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ChoiceField } from "@/components/ui/choice-field";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { SETTINGS } from "@/lib/settings/definitions";
import { SECOND_FACTOR_POLICIES, SECOND_FACTOR_POLICY_LABELS, type SecondFactorPolicy } from "@/lib/second-factor/policy";
import type { SecondFactorPolicyInput } from "@/lib/security/policy-schema";
import { updateSecondFactorPolicyAction } from "@/actions/security/update-second-factor-policy";

export const SECOND_FACTOR_POLICY_KEY = ["/api/admin/second-factor-policy"] as const;

const CHOICES = SECOND_FACTOR_POLICIES.map((value) => ({ value, label: SECOND_FACTOR_POLICY_LABELS[value] }));
const HINT = "An account it covers that has no second factor is taken to set one up right after its password, and can do nothing else until it has.";

export function SecondFactorPolicyField({ stepUp }: { stepUp: (retry: () => void) => void }) {
  const qc = useQueryClient();
  const policy = useQuery<SecondFactorPolicyInput>({ queryKey: SECOND_FACTOR_POLICY_KEY, refetchOnMount: "always" });
  const update = useAction(updateSecondFactorPolicyAction, {
    failure: "Could not change the setting",
    stepUp,
    onSuccess: (data) => {
      qc.setQueryData(SECOND_FACTOR_POLICY_KEY, data);
      toast({ title: `A second factor is now required for ${SECOND_FACTOR_POLICY_LABELS[data.requireSecondFactor].toLowerCase()}`, variant: "success" });
    },
  });
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <ChoiceField
        id="require-second-factor"
        label={SETTINGS["security.requireSecondFactor"].label}
        choices={CHOICES}
        value={policy.data?.requireSecondFactor}
        disabled={!policy.isSuccess || update.busy}
        onChange={(value) => void update.run({ requireSecondFactor: value as SecondFactorPolicy })}
        hint={policy.isError ? `Could not load the setting: ${policy.error.message}` : HINT}
      />
    </div>
  );
}
