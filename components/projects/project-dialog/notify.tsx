"use client";
// The project screens' toasts (spec 1 §8): a success names what happened; a failure is titled 'Error'.
import { ApiError } from "@/lib/client/api";
import { toast } from "@/components/ui/use-toast";

export function notifySuccess(message: string) {
  toast({ title: message, variant: "success" });
}

/** The server's own error text, when the failure came with one. */
export function serverMessage(err: unknown): string | undefined {
  return err instanceof ApiError ? err.serverMessage : undefined;
}

/** 'Error': the spec's message, then the server's reason on its own line when there is one. */
export function notifyFailure(message: string, err: unknown) {
  const reason = serverMessage(err);
  toast({
    title: "Error",
    variant: "destructive",
    description: (
      <>
        <span className="block">{message}</span>
        {reason && <span className="block">{reason}</span>}
      </>
    ),
  });
}
