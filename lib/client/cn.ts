import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { mergeConfig } from "@/lib/client/merge-config";

const merge = createTailwindMerge(mergeConfig);

/** Joins class names; later Tailwind utilities win over earlier conflicting ones (tailwind-merge). */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
