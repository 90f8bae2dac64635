"use client";
import { useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";

/**
 * One query cache per browser tab (and per server render), for the screens that load data: the signed-in
 * layout and the shared MSA page. Not in the root layout, so /login does not load the query client.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
