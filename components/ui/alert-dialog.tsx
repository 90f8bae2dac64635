"use client";
// Confirmation dialog: Esc or Cancel dismisses, the action button confirms; clicking outside does nothing.
import type * as React from "react";
import { AlertDialog as AlertPrimitive } from "radix-ui";
import { cn } from "@/lib/client/cn";
import { buttonVariants, type ButtonVariantProps } from "@/components/ui/button-variants";

export const AlertDialog = AlertPrimitive.Root;
export const AlertDialogTrigger = AlertPrimitive.Trigger;

export function AlertDialogContent({ className, ...props }: React.ComponentProps<typeof AlertPrimitive.Content>) {
  return (
    <AlertPrimitive.Portal>
      <AlertPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in" />
      <div className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center p-3">
        <AlertPrimitive.Content
          // Toasts keep clear of a centered dialog's buttons (toast.tsx).
          data-centered-dialog=""
          className={cn(
            "pointer-events-auto flex w-full max-w-md flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xl focus:outline-none data-[state=open]:animate-pop-in sm:p-6",
            className,
          )}
          {...props}
        />
      </div>
    </AlertPrimitive.Portal>
  );
}

export function AlertDialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5", className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function AlertDialogTitle({ className, ...props }: React.ComponentProps<typeof AlertPrimitive.Title>) {
  return <AlertPrimitive.Title className={cn("text-lg font-semibold text-slate-900", className)} {...props} />;
}

export function AlertDialogDescription({ className, ...props }: React.ComponentProps<typeof AlertPrimitive.Description>) {
  return <AlertPrimitive.Description className={cn("text-sm text-slate-600", className)} {...props} />;
}

type ActionProps = React.ComponentProps<typeof AlertPrimitive.Action> & ButtonVariantProps;

export function AlertDialogAction({ className, variant, size, ...props }: ActionProps) {
  return <AlertPrimitive.Action className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export function AlertDialogCancel({ className, ...props }: React.ComponentProps<typeof AlertPrimitive.Cancel>) {
  return <AlertPrimitive.Cancel className={cn(buttonVariants({ variant: "outline" }), className)} {...props} />;
}
