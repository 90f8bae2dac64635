"use client";
import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Skeleton } from "@/components/ui/skeleton";
import type { MenuDialogProps } from "@/components/shared/menu-dialog-props";
import { EntryForm } from "@/components/requirements/tracking/entry-form";
import { EntryHistory } from "@/components/requirements/tracking/entry-history";
import { EntryProgress } from "@/components/requirements/tracking/entry-progress";
import type { TrackedEntry, TrackingKind } from "@/components/requirements/tracking/kind";

type Props<E extends TrackedEntry, V extends FieldValues, D> = MenuDialogProps & {
  kind: TrackingKind<E, V, D>;
  /** What the page read for this dialog; null while the page that opens it is on its way. */
  data: (D & { year: number; entries: E[] }) | null;
};

/**
 * Spec 2 §2's tracking dialog (Service Hours Tracking, Education Credits Tracking): Log (its title while
 * editing), History and Progress. Edit in History opens the entry in the first tab; finishing an edit
 * returns to History. A write re-renders the page (the action's refresh), which hands in the new data.
 */
export function TrackingDialog<E extends TrackedEntry, V extends FieldValues, D>({ open, onOpenChange, kind, data }: Props<E, V, D>) {
  const [tab, setTab] = useState("log");
  const [editing, setEditing] = useState<E | null>(null);
  const edit = (entry: E) => {
    setEditing(entry);
    setTab("log");
  };
  const done = () => {
    if (editing) setTab("history");
    setEditing(null);
  };
  const loading = (
    <div role="status" className="grid gap-2" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
    </div>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{kind.title}</DialogTitle>
          <DialogDescription>{kind.description}</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={kind.tabsLabel}>
            <TabsTrigger value="log">{editing ? kind.editLabel : kind.logLabel}</TabsTrigger>
            <TabsTrigger value="history">History</TabsTrigger>
            <TabsTrigger value="progress">Progress</TabsTrigger>
          </TabsList>
          <TabsContent value="log">
            <EntryForm kind={kind} editing={editing} onDone={done} />
          </TabsContent>
          <TabsContent value="history">{data ? <EntryHistory kind={kind} year={data.year} entries={data.entries} onEdit={edit} /> : loading}</TabsContent>
          <TabsContent value="progress">{data ? <EntryProgress view={kind.progress(data)} /> : loading}</TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
