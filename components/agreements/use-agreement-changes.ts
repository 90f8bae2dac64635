"use client";
// The agreement screens' changes (spec 2 §7), each a server action, with their toasts (§8): the spec's
// success title, or a destructive 'Error' toast with the server's text. The action re-renders the page with
// the server's data afterwards, so nothing here keeps a copy.
import { toast } from "@/components/ui/use-toast";
import { ALREADY_DECIDED, useAction } from "@/components/ui/use-action";
import { startTemplateReviewAction } from "@/actions/agreements/start-template-review";
import { changeVersionStatusAction } from "@/actions/agreements/change-version-status";
import { notifyInvestorAction } from "@/actions/agreements/notify-investor";
import { createThreadAction } from "@/actions/agreements/create-thread";
import { addReplyAction } from "@/actions/agreements/add-reply";
import { setThreadStatusAction } from "@/actions/agreements/set-thread-status";

const FAILURE = "Error";
const succeeded = (title: string) => () => toast({ title, variant: "success" });

export const useStartReview = () => useAction(startTemplateReviewAction, { failure: FAILURE, conflictTitle: "Template review already started" });
export const useChangeStatus = () => useAction(changeVersionStatusAction, { failure: FAILURE, conflictTitle: ALREADY_DECIDED, onSuccess: succeeded("Status Updated") });
export const useNotify = () => useAction(notifyInvestorAction, { failure: FAILURE, onSuccess: succeeded("Notification Sent") });
export const useCreateThread = () => useAction(createThreadAction, { failure: FAILURE, onSuccess: succeeded("Comment Added") });
export const useReply = () => useAction(addReplyAction, { failure: FAILURE, onSuccess: succeeded("Reply Added") });
export const useThreadStatus = () => useAction(setThreadStatusAction, { failure: FAILURE, conflictTitle: ALREADY_DECIDED, onSuccess: succeeded("Status Updated") });
