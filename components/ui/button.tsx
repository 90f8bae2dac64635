"use client";
import type * as React from "react";
import { cn } from "@/lib/client/cn";
import { buttonVariants, type ButtonVariantProps } from "@/components/ui/button-variants";

export type ButtonProps = React.ComponentProps<"button"> & ButtonVariantProps;

/** A link that looks like a button takes `buttonVariants(…)` (components/ui/button-variants, callable on the server too) as its className. */
export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
