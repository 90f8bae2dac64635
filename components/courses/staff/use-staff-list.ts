"use client";
// A staff list that the server filters, sorts and pages (GET …?search&status&sort&order&page&pageSize,
// total in X-Total-Count), so the tables stay quick with thousands of rows. Any filter or sort change
// goes back to page 1.
import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SortingState } from "@tanstack/react-table";
import { readJsonResponse, urlForQueryKey } from "@/lib/client/api";

export const STAFF_PAGE_SIZE = 25;

export function useStaffList<T>(path: string) {
  const [search, setSearchText] = useState("");
  const [status, setStatusFilter] = useState("all");
  const [sorting, setSortingState] = useState<SortingState>([]);
  const [page, setPage] = useState(1);
  const sort = sorting[0];
  const params = { search, status, sort: sort?.id, order: sort ? (sort.desc ? "desc" : "asc") : undefined, page, pageSize: STAFF_PAGE_SIZE };
  const query = useQuery({
    queryKey: [path, params],
    queryFn: async ({ queryKey, signal }) => {
      const res = await fetch(urlForQueryKey(queryKey), { credentials: "include", headers: { Accept: "application/json" }, signal });
      const rows = await readJsonResponse<T[]>(res);
      return { rows, total: Number(res.headers.get("X-Total-Count") ?? rows.length) };
    },
    placeholderData: keepPreviousData,
  });
  const reset = <V,>(set: (v: V) => void) => (v: V) => {
    set(v);
    setPage(1);
  };
  return {
    query,
    search,
    setSearch: reset(setSearchText),
    status,
    setStatus: reset(setStatusFilter),
    sorting,
    setSorting: reset(setSortingState),
    page,
    setPage,
    pageCount: Math.max(1, Math.ceil((query.data?.total ?? 0) / STAFF_PAGE_SIZE)),
  };
}
