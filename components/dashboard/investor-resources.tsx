import { BookOpen, ClipboardList, FileSignature, FolderLock } from "lucide-react";
import Link from "next/link";
import type { MenuEntry } from "@/components/shell/menu-entry";
import { TileBody, tileClass, tileListClass } from "@/components/dashboard/tile-markup";

// Spec 1 §2 "Investor Resources": four links.
const RESOURCES: (MenuEntry & { kind: "link" })[] = [
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

/** Template Review, Course Materials, Participation Plan and Deal Room, as tiles: links only, rendered on the server. */
export function InvestorResources() {
  return (
    <ul className={tileListClass("xl:grid-cols-4")}>
      {RESOURCES.map((entry) => (
        <li key={entry.id}>
          <Link href={entry.href} className={tileClass("sky")}>
            <TileBody entry={entry} accent="sky" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
