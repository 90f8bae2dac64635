"use client";
import { BookOpen, ClipboardList, FileSignature, FolderLock } from "lucide-react";
import { comingSoon } from "@/components/shell/coming-soon-dialog";
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
    kind: "dialog",
    dialog: comingSoon("Template Review", "Read the agreement templates assigned to you, mark them in review, propose redlines and follow the negotiation to a signed MSA."),
  },
  {
    id: "course-materials",
    label: "Course Materials",
    description: "The courses assigned to you.",
    icon: BookOpen,
    // The spec's /course-materials page comes with the courses feature; until then, no link to a missing page.
    kind: "dialog",
    dialog: comingSoon("Course Materials", "Take the courses assigned to you, follow your progress and submit completions with their certificates."),
  },
  {
    id: "participation-plan",
    label: "Participation Plan",
    description: "Log service hours and education credits.",
    icon: ClipboardList,
    kind: "dialog",
    dialog: comingSoon("Participation Plan", "Log your service hours and education credits and follow your progress toward the 100-hour yearly participation goal."),
  },
  {
    id: "deal-room",
    label: "Deal Room",
    description: "Upload documents for asset title transfer.",
    icon: FolderLock,
    kind: "dialog",
    dialog: comingSoon("Deal Room", "Upload the nine documents needed for asset title transfer and see which ones have been received and reviewed."),
  },
];

/** Template Review, Course Materials, Participation Plan and Deal Room, as tiles. */
export function InvestorResources() {
  return <ToolTiles entries={RESOURCES} accent="sky" className="xl:grid-cols-4" />;
}
