"use client";
import { useState, type ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { MenuDialogProps } from "@/components/shared/menu-dialog-props";

type Props<T> = MenuDialogProps & {
  title: string;
  description: string;
  /** The tab list's accessible name. */
  tabsLabel: string;
  /** The first tab's name: logging ("Log Hours"), or editing one entry ("Edit Entry"). */
  logLabel: string;
  editLabel: string;
  form: (editing: T | null, done: () => void) => ReactNode;
  history: (year: number, edit: (entry: T) => void) => ReactNode;
  progress: (year: number) => ReactNode;
};

/**
 * The shell both tracking dialogs share (spec 2 §2, Service Hours and Education Credits): Log (its title
 * while editing), History and Progress. Edit in History opens the entry in the first tab; finishing an
 * edit returns to History.
 */
export function TrackingDialog<T>({ open, onOpenChange, title, description, tabsLabel, logLabel, editLabel, form, history, progress }: Props<T>) {
  const [tab, setTab] = useState("log");
  const [editing, setEditing] = useState<T | null>(null);
  const year = new Date().getFullYear();
  const edit = (entry: T) => {
    setEditing(entry);
    setTab("log");
  };
  const done = () => {
    if (editing) setTab("history");
    setEditing(null);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={tabsLabel}>
            <TabsTrigger value="log">{editing ? editLabel : logLabel}</TabsTrigger>
            <TabsTrigger value="history">History</TabsTrigger>
            <TabsTrigger value="progress">Progress</TabsTrigger>
          </TabsList>
          <TabsContent value="log">{form(editing, done)}</TabsContent>
          <TabsContent value="history">{history(year, edit)}</TabsContent>
          <TabsContent value="progress">{progress(year)}</TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
