"use client";
import type { MenuDialogProps } from "@/components/shared/menu-dialog-props";
import { TrackingDialog } from "@/components/requirements/tracking-dialog";
import { EducationCreditForm } from "@/components/requirements/credits/education-credit-form";
import { EducationCreditsHistory } from "@/components/requirements/credits/education-credits-history";
import { EducationCreditsProgress } from "@/components/requirements/credits/education-credits-progress";
import type { EducationCredit } from "@/components/requirements/credits/types";

/** Spec 2 §2 "Education Credits Tracking": Log Credits (Edit Credits while editing), History and Progress. */
export function EducationCreditsDialog(props: MenuDialogProps) {
  return (
    <TrackingDialog<EducationCredit>
      {...props}
      title="Education Credits Tracking"
      description="Log courses and trainings you complete. Approved credit hours count toward your 100-hour yearly requirement."
      tabsLabel="Education credits"
      logLabel="Log Credits"
      editLabel="Edit Credits"
      form={(editing, done) => <EducationCreditForm editing={editing} onDone={done} />}
      history={(year, edit) => <EducationCreditsHistory year={year} onEdit={edit} />}
      progress={(year) => <EducationCreditsProgress year={year} />}
    />
  );
}
