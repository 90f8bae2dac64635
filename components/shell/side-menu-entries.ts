// The employee side menu (spec 1 §2), in the spec's order. A "dialog" entry names the component the
// menu opens; a screen that is still being built uses comingSoon(...). To ship a real screen, replace
// that entry's `dialog:` with the component (it takes MenuDialogProps) — one line plus its import.
import { Award, CalendarCheck, ClipboardList, Clock, FileText, FolderCheck, GraduationCap, Upload, Users } from "lucide-react";
import { comingSoon } from "@/components/shell/coming-soon-dialog";
import type { MenuEntry } from "@/components/shell/menu-entry";
import { ReservationManagementDialog } from "@/components/reservations/reservation-management-dialog";
import { UserManagementDialog } from "@/components/users/user-management-dialog";
import { ImportCsvDialog } from "@/components/projects/import-csv/import-csv-dialog";

export const SIDE_MENU_ENTRIES: readonly MenuEntry[] = [
  {
    id: "edit-reports",
    label: "Edit Reports",
    icon: FileText,
    kind: "link",
    href: "/reports",
    description: "Who changed which records, over the last 7, 30 or 90 days.",
  },
  {
    id: "import-csv",
    label: "Import CSV",
    icon: Upload,
    kind: "dialog",
    description: "Add many projects at once from a spreadsheet export.",
    dialog: ImportCsvDialog,
  },
  {
    id: "user-management",
    label: "User Management",
    icon: Users,
    kind: "dialog",
    description: "Approve or deny new investor and employee accounts.",
    dialog: UserManagementDialog,
  },
  {
    id: "project-reservations",
    label: "Project Reservations",
    icon: CalendarCheck,
    kind: "dialog",
    description: "Reserve projects for investors and approve pending reservations.",
    dialog: ReservationManagementDialog,
  },
  {
    id: "service-hours",
    label: "Service Hours Tracking",
    icon: Clock,
    kind: "dialog",
    description: "Review the participation hours investors log.",
    dialog: comingSoon("Service Hours Tracking", "Review, approve or reject the service hours investors log toward their 100-hour yearly participation goal."),
  },
  {
    id: "course-management",
    label: "Course Management",
    icon: GraduationCap,
    // The spec's /courses page comes with the courses feature; until then, no link to a missing page.
    kind: "dialog",
    description: "Create courses and assign them to investors.",
    dialog: comingSoon("Course Management", "Create courses, assign them to investors with due dates, and review the completions they submit."),
  },
  {
    id: "education-credits",
    label: "Education Credits",
    icon: Award,
    kind: "dialog",
    description: "Review the education credits investors claim.",
    dialog: comingSoon("Education Credits", "Review, approve or reject the education credits investors submit, with their certificates."),
  },
  {
    id: "participation-plan",
    label: "Participation Plan",
    icon: ClipboardList,
    kind: "dialog",
    description: "Each investor's yearly participation progress.",
    dialog: comingSoon("Participation Plan", "See each investor's material-participation plan and their approved hours against the yearly goal."),
  },
  {
    id: "document-tracking",
    label: "Document Tracking",
    icon: FolderCheck,
    kind: "dialog",
    description: "Track the deal-room documents investors hand in.",
    dialog: comingSoon("Document Tracking", "Track which of the nine deal-room documents each investor has uploaded, and review them."),
  },
];
