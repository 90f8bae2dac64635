"use client";
import type * as React from "react";
import { Slot } from "radix-ui";
import { cn } from "@/lib/client/cn";
import { buttonVariants, type ButtonVariantProps } from "@/components/ui/button-variants";

export type ButtonProps = React.ComponentProps<"button"> & ButtonVariantProps & { asChild?: boolean };

/** `asChild` renders the single child (e.g. a Link) with the button's styles and behaviour. */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      type={asChild ? undefined : (type ?? "button")}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}

export { buttonVariants };
