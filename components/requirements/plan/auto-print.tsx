"use client";
import { useEffect } from "react";
import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

export const PRINT_DELAY_MS = 250;

/** Spec 2 §9: the plan window prints itself 250 ms after it opens; the button prints again. */
export function AutoPrint() {
  useEffect(() => {
    const timer = setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Button className="print:hidden" onClick={() => window.print()}>
      <Printer aria-hidden />
      Print
    </Button>
  );
}
