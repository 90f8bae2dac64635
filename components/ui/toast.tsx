"use client";
import type * as React from "react";
import { Toast as ToastPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { cn } from "@/lib/client/cn";

export const ToastProvider = ToastPrimitive.Provider;

/**
 * Where toasts appear. A phone shows them at the top: at the bottom they covered a dialog's action buttons
 * (Import Data under 'Import Failed'). An open modal dialog hides everything else from assistive technology
 * (aria-hidden) except elements that carry aria-live: the list carries aria-live="off", so a toast raised
 * inside a dialog stays reachable, and Radix's own announcement (a status live region) reads it once.
 * "off" and not "polite": a polite list would read every toast twice.
 */
/**
 * Phones: at the top. Wider screens: bottom right, or bottom left while a centered dialog is open, whose
 * buttons sit at its bottom right (a failed import's toast covered Import Data, issue 30).
 */
export function ToastViewport({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      aria-live="off"
      className={cn(
        "fixed right-0 top-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-3 outline-none sm:bottom-4 sm:right-4 sm:top-auto sm:max-w-sm sm:p-0",
        "sm:[body:has([data-centered-dialog][data-state=open])_&]:left-4 sm:[body:has([data-centered-dialog][data-state=open])_&]:right-auto",
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-9 shadow-lg data-[state=open]:animate-slide-in-top sm:data-[state=open]:animate-slide-in-bottom data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
  {
    variants: {
      variant: {
        default: "border-slate-200 bg-white text-slate-900",
        success: "border-emerald-200 bg-emerald-50 text-emerald-950",
        destructive: "border-red-200 bg-red-50 text-red-950",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  // Failures interrupt screen readers; other toasts wait their turn.
  return (
    <ToastPrimitive.Root
      type={variant === "destructive" ? "foreground" : "background"}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("text-sm opacity-90", className)} {...props} />;
}

export function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={cn("absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600", className)}
      {...props}
    >
      <X className="size-4" aria-hidden />
    </ToastPrimitive.Close>
  );
}

export const ToastAction = ToastPrimitive.Action;
