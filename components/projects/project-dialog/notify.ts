"use client";
// The project screens' success toasts (spec 1 §8): a success names what happened. Failures are useAction's
// toast: the spec's words as its title, the server's reason beneath.
import { toast } from "@/components/ui/use-toast";

export function notifySuccess(message: string) {
  toast({ title: message, variant: "success" });
}
