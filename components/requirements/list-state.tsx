"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";

type Props<T> = { query: UseQueryResult<T[]>; failure: string; emptyTitle: string; emptyText: string; children: (rows: T[]) => ReactNode };

/** A list's three other states: loading skeletons, the load error with a retry, and the empty state. */
export function ListState<T>({ query, failure, emptyTitle, emptyText, children }: Props<T>) {
  if (query.isPending) {
    return (
      <div role="status" className="grid gap-2" aria-busy="true" aria-label="Loading">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (query.isError) return <LoadError message={failure} onRetry={() => query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title={emptyTitle} description={emptyText} />;
  return <>{children(query.data)}</>;
}
