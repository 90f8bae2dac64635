"use client";
import { BookOpen, ClipboardList, FileSignature, FolderLock } from "lucide-react";
import type { MenuEntry } from "@/components/shell/menu-entry";
import { ToolTiles } from "@/components/shell/tool-tiles";

// Spec 1 §2 "Investor Resources". A screen that is still being built opens comingSoon(...); to ship it,
// replace the entry's `dialog` (or make it a link), as in the side menu.
const RESOURCES: MenuEntry[] = [
  {
    id: "template-review",
    label: "Template Review",
    description: "Review and redline your agreement templates.",
    icon: FileSignature,
    kind: "link",
    href: "/templates",
  },
  {
    id: "course-materials",
    label: "Course Materials",
    description: "The courses assigned to you.",
    icon: BookOpen,
    kind: "link",
    href: "/course-materials",
  },
  {
    id: "participation-plan",
    label: "Participation Plan",
    description: "Log service hours and education credits.",
    icon: ClipboardList,
    kind: "link",
    href: "/participation-plan",
  },
  {
    id: "deal-room",
    label: "Deal Room",
    description: "Upload documents for asset title transfer.",
    icon: FolderLock,
    kind: "link",
    href: "/deal-room",
  },
];

/** Template Review, Course Materials, Participation Plan and Deal Room, as tiles. */
export function InvestorResources() {
  return <ToolTiles entries={RESOURCES} accent="sky" className="xl:grid-cols-4" />;
}
