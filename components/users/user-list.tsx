"use client";
import { Users } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import type { Decision } from "@/components/users/use-user-decision";
import { UserRow } from "@/components/users/user-row";
import type { ManagedUser } from "@/components/users/user-status";

type Props = { users: ManagedUser[]; busyId?: string; selfId?: string; onDecide: (user: ManagedUser, decision: Decision) => void };

export function UserList({ users, busyId, selfId, onDecide }: Props) {
  if (users.length === 0) return <EmptyState icon={Users} title="No users found" />;
  return (
    <ul className="max-h-[55dvh] divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200">
      {users.map((user) => (
        <UserRow key={user.id} user={user} busy={busyId === user.id} isSelf={selfId === user.id} onDecide={(decision) => onDecide(user, decision)} />
      ))}
    </ul>
  );
}
