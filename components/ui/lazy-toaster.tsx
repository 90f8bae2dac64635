"use client";
import dynamic from "next/dynamic";
import { useToast } from "@/components/ui/use-toast";

// Radix Toast is fetched with the first toast, not with every page: most page views raise none.
const Toaster = dynamic(() => import("@/components/ui/toaster").then((m) => m.Toaster), { ssr: false });

/** The app's single toast area (root layout): nothing until the store holds a toast, then the Toaster. */
export function LazyToaster() {
  const { toasts } = useToast();
  return toasts.length > 0 ? <Toaster /> : null;
}
