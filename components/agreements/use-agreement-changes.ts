"use client";
// The agreement screens' changes (spec 2 §7) with their toasts (§8): the spec's success title, or a
// destructive 'Error' toast with the server's error text, else the spec's default. Every change reloads
// the agreement views and the bell, whichever way it went (a refusal usually means someone moved first).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { agreementCall, agreementKeys, enc } from "@/components/agreements/api";
import type { Reply, Thread } from "@/components/agreements/types";
import type { ThreadStatus, ThreadType, VersionStatus } from "@/lib/agreements/statuses";

function useChange<V, R>(run: (vars: V) => Promise<R>, success: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => success && toast({ title: success, variant: "success" }),
    onError: (err) => toast({ title: "Error", description: err.message, variant: "destructive" }),
    onSettled: async () => {
      await Promise.all([qc.invalidateQueries({ queryKey: agreementKeys.all }), qc.invalidateQueries({ queryKey: agreementKeys.notifications() })]);
    },
  });
}

export function useStartReview() {
  return useChange(
    ({ investorId, templateIds }: { investorId: string; templateIds: string[] }) =>
      agreementCall<{ assigned: number }>("POST", "/api/templates/assign", "Failed to assign templates", { investorId, templateIds }),
    null,
  );
}

export function useChangeStatus() {
  return useChange(
    ({ versionId, status, note }: { versionId: string; status: VersionStatus; note?: string }) =>
      agreementCall<{ id: string; status: VersionStatus }>("PATCH", `/api/templates/versions/${enc(versionId)}/status`, "Failed to update status", note ? { status, note } : { status }),
    "Status Updated",
  );
}

export type NewRedline = {
  templateVersionId: string;
  selectedText: string;
  startOffset: number;
  endOffset: number;
  comment: string;
  suggestions?: string;
  threadType: ThreadType;
};

export function useCreateThread() {
  return useChange((input: NewRedline) => agreementCall<Thread & { versionStatus: VersionStatus }>("POST", "/api/templates/threads", "Failed to create redline thread", input), "Comment Added");
}

export function useReply() {
  return useChange(
    ({ threadId, text }: { threadId: string; text: string }) => agreementCall<Reply>("POST", `/api/templates/threads/${enc(threadId)}/replies`, "Failed to add reply", { text }),
    "Reply Added",
  );
}

export function useThreadStatus() {
  return useChange(
    ({ threadId, status }: { threadId: string; status: ThreadStatus }) =>
      agreementCall<{ status: ThreadStatus }>("PATCH", `/api/templates/threads/${enc(threadId)}/status`, "Failed to update status", { status }),
    "Status Updated",
  );
}

export function useNotify() {
  return useChange(
    ({ versionId, message }: { versionId: string; message: string }) =>
      agreementCall<{ message: string }>("POST", `/api/templates/versions/${enc(versionId)}/notify`, "Failed to send notification", { message }),
    "Notification Sent",
  );
}
