"use client";
import type { ComponentType } from "react";
import Link from "next/link";
import type { LucideIcon } from "lucide-react";
import { BookOpen, ChevronRight, ClipboardList, FileSignature, FolderLock } from "lucide-react";
import { comingSoon } from "@/components/shell/coming-soon-dialog";
import type { MenuDialogProps } from "@/components/shell/menu-dialog-props";
import { useMenuDialog } from "@/components/shell/use-menu-dialog";

type Base = { id: string; title: string; text: string; icon: LucideIcon };
type Resource = (Base & { kind: "link"; href: string }) | (Base & { kind: "dialog"; dialog: ComponentType<MenuDialogProps> });

// Spec 1 §2 "Investor Resources". A screen that is still being built opens comingSoon(...); to ship it,
// replace the entry's `dialog` (or make it a link), as in the side menu.
const RESOURCES: Resource[] = [
  {
    id: "template-review",
    title: "Template Review",
    text: "Review and redline your agreement templates.",
    icon: FileSignature,
    kind: "dialog",
    dialog: comingSoon("Template Review", "Read the agreement templates assigned to you, mark them in review, propose redlines and follow the negotiation to a signed MSA."),
  },
  { id: "course-materials", title: "Course Materials", text: "The courses assigned to you.", icon: BookOpen, kind: "link", href: "/course-materials" },
  {
    id: "participation-plan",
    title: "Participation Plan",
    text: "Log service hours and education credits.",
    icon: ClipboardList,
    kind: "dialog",
    dialog: comingSoon("Participation Plan", "Log your service hours and education credits and follow your progress toward the 100-hour yearly participation goal."),
  },
  {
    id: "deal-room",
    title: "Deal Room",
    text: "Upload documents for asset title transfer.",
    icon: FolderLock,
    kind: "dialog",
    dialog: comingSoon("Deal Room", "Upload the nine documents needed for asset title transfer and see which ones have been received and reviewed."),
  },
];

const tileClass =
  "group flex h-full w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition-colors hover:border-sky-300 hover:bg-sky-50/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600";

/** Template Review, Course Materials, Participation Plan and Deal Room, as tiles. */
export function InvestorResources() {
  const { openDialog, dialog } = useMenuDialog(RESOURCES);
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {RESOURCES.map((resource) => {
          const Icon = resource.icon;
          const body = (
            <>
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-sky-100 text-sky-800">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1 space-y-0.5">
                <span className="block font-medium text-slate-900">{resource.title}</span>
                <span className="block text-sm text-slate-600">{resource.text}</span>
              </span>
              <ChevronRight className="mt-2.5 size-4 shrink-0 text-slate-400 group-hover:text-sky-700" aria-hidden />
            </>
          );
          return (
            <li key={resource.id}>
              {resource.kind === "link" ? (
                <Link href={resource.href} className={tileClass}>
                  {body}
                </Link>
              ) : (
                <button
                  type="button"
                  className={tileClass}
                  aria-haspopup="dialog"
                  onClick={() => openDialog(resource.id)}
                >
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {dialog}
    </>
  );
}
