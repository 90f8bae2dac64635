"use client";
import { useContext, useState, type ReactNode } from "react";
import { QueryClientContext, QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";

// One cache per browser tab, shared by every provider: the page frame carries no query client (page
// weight, decision 0004), so each part that reads on the client (a lazily loaded dialog, the bell's
// updates, the few screens that keep a client copy) brings its own provider, and they all see one cache:
// a write in one dialog refreshes what another shows.
let browserClient: QueryClient | undefined;

function sharedClient(): QueryClient {
  if (typeof window === "undefined") return makeQueryClient(); // a server render: never shared between requests
  browserClient ??= makeQueryClient();
  return browserClient;
}

/** Provides the tab's query client, unless a provider above already does (a dialog inside a screen that has one). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const [client] = useState(() => outer ?? sharedClient());
  if (outer) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
