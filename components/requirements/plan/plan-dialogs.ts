// The Annual Operating Plan's dialogs as its URL names them (`?open=`): read by the page on the server and
// by the screen in the browser, so a module without "use client".
export const PLAN_DIALOGS = ["hours", "credits", "progress"] as const;
export type PlanDialog = (typeof PLAN_DIALOGS)[number];
