"use client";
import { SearchBox } from "@/components/ui/search-box";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

type Props = { search: string; onSearch: (v: string) => void; status: string; onStatus: (v: string) => void; statuses: readonly string[]; what: string };

/** Search by course or user, and one status filter. */
export function ListToolbar({ search, onSearch, status, onStatus, statuses, what }: Props) {
  return (
    <div className="grid gap-2 sm:grid-cols-[1fr_12rem]">
      <SearchBox value={search} onChange={onSearch} placeholder="Search by course or user..." label={`Search ${what}`} />
      <Select value={status} onValueChange={onStatus}>
        <SelectTrigger aria-label={`Filter ${what} by status`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All statuses</SelectItem>
          {statuses.map((s) => (
            <SelectItem key={s} value={s}>
              {s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, " ")}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
