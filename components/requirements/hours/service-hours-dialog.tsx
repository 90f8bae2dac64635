"use client";
import type { MenuDialogProps } from "@/components/shared/menu-dialog-props";
import { TrackingDialog } from "@/components/requirements/tracking-dialog";
import { ServiceHoursForm } from "@/components/requirements/hours/service-hours-form";
import { ServiceHoursHistory } from "@/components/requirements/hours/service-hours-history";
import { ServiceHoursProgress } from "@/components/requirements/hours/service-hours-progress";
import type { ServiceHoursEntry } from "@/components/requirements/hours/types";

/** Spec 2 §2 "Service Hours Tracking": Log Hours (Edit Entry while editing), History and Progress. */
export function ServiceHoursDialog(props: MenuDialogProps) {
  return (
    <TrackingDialog<ServiceHoursEntry>
      {...props}
      title="Service Hours Tracking"
      description="Log the hours you spend on the firm's projects. Approved hours count toward your 100-hour yearly requirement."
      tabsLabel="Service hours"
      logLabel="Log Hours"
      editLabel="Edit Entry"
      form={(editing, done) => <ServiceHoursForm editing={editing} onDone={done} />}
      history={(year, edit) => <ServiceHoursHistory year={year} onEdit={edit} />}
      progress={(year) => <ServiceHoursProgress year={year} />}
    />
  );
}
