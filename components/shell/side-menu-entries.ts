// The employee side menu (spec 1 §2), in the spec's order. A "dialog" entry names the component the menu
// opens in place (it takes MenuDialogProps, loaded through lazyDialog); a "url-dialog" entry opens the
// dialog the portal's @dialog slot draws with the server's data for `?open=<id>` (decision 0034).
// Each entry names the permission it needs; a user sees the entries their role holds (an investor: My work only).
import { Award, BookOpenText, KanbanSquare, CalendarCheck, ClipboardList, Clock, FilePen, FileText, FolderCheck, GraduationCap, Handshake, ListTodo, Mail, Upload, Users } from "lucide-react";
import type { MenuEntry } from "@/components/shell/menu-entry";
import { can, type Permission } from "@/lib/auth/permissions";
import type { CurrentUser } from "@/lib/client/use-auth";
import { lazyDialog, openAndOnOpenChange } from "@/components/shared/lazy-dialog";
import { OPENABLE_DIALOGS, URL_DIALOG_PERMISSIONS } from "@/lib/notifications/links";

// Every page's header holds this menu: each dialog's code loads when it is first opened, not with the page.
const ImportCsvDialog = lazyDialog(() => import("@/components/projects/import-csv/import-csv-dialog").then((m) => m.ImportCsvDialog), openAndOnOpenChange);

/** The entry whose badge counts what is waiting (the portal layout reads the count on the server). */
export const MY_WORK_ENTRY_ID = "my-work";

export const SIDE_MENU_ENTRIES: readonly (MenuEntry & { permission: Permission })[] = [
  // Issue 31 §5: first, for both roles: what is due and what is waiting.
  {
    id: MY_WORK_ENTRY_ID,
    permission: "my-work.read",
    label: "My work",
    icon: ListTodo,
    kind: "link",
    href: "/my-work",
    description: "Your tasks that are due and the reviews waiting, or what the portal still needs from you.",
  },
  {
    id: "edit-reports",
    permission: "audit.read",
    label: "Edit Reports",
    icon: FileText,
    kind: "link",
    href: "/reports",
    description: "Who changed which records, over the last 7, 30 or 90 days.",
  },
  {
    id: "import-csv",
    permission: "projects.write",
    label: "Import CSV",
    icon: Upload,
    kind: "dialog",
    description: "Add many projects at once from a spreadsheet export.",
    dialog: ImportCsvDialog,
  },
  {
    id: OPENABLE_DIALOGS.registrations,
    permission: URL_DIALOG_PERMISSIONS[OPENABLE_DIALOGS.registrations],
    label: "User Management",
    icon: Users,
    kind: "url-dialog",
    description: "Approve or deny new investor and employee accounts.",
  },
  {
    id: OPENABLE_DIALOGS.reservations,
    permission: URL_DIALOG_PERMISSIONS[OPENABLE_DIALOGS.reservations],
    label: "Project Reservations",
    icon: CalendarCheck,
    kind: "url-dialog",
    description: "Reserve projects for investors and approve pending reservations.",
  },
  {
    id: "service-hours",
    permission: "service-hours.review",
    label: "Service Hours Tracking",
    icon: Clock,
    kind: "link",
    href: "/service-hours/review",
    description: "Review the participation hours investors log.",
  },
  {
    id: "course-management",
    permission: "courses.manage",
    label: "Course Management",
    icon: GraduationCap,
    kind: "link",
    href: "/courses",
    description: "Create courses and assign them to investors.",
  },
  {
    id: "education-credits",
    permission: "education-credits.review",
    label: "Education Credits",
    icon: Award,
    kind: "link",
    href: "/service-hours/review?tab=credits",
    description: "Review the education credits investors claim.",
  },
  {
    id: "participation-plan",
    permission: "service-hours.review",
    label: "Participation Plan",
    icon: ClipboardList,
    kind: "link",
    href: "/service-hours/review?tab=progress",
    description: "Each investor's yearly participation progress.",
  },
  {
    id: "negotiation-tracker",
    permission: "templates.negotiate",
    label: "Negotiation Tracker",
    icon: Handshake,
    kind: "link",
    href: "/negotiations",
    description: "Every investor's agreement templates, redlines and status moves.",
  },
  {
    id: "agreement-templates",
    permission: "templates.manage",
    label: "Agreement Templates",
    icon: FilePen,
    kind: "link",
    href: "/templates/manage",
    description: "Create, edit, activate and deactivate the agreement templates investors review.",
  },
  {
    id: "document-tracking",
    permission: "documents.read-all",
    label: "Document Tracking",
    icon: FolderCheck,
    kind: "link",
    href: "/admin/documents",
    description: "Track the deal-room documents investors hand in.",
  },
  // Issue 21: after the spec's ten entries, so their order stays the spec's.
  {
    id: "pipeline-board",
    permission: "projects.read-all",
    label: "Pipeline Board",
    icon: KanbanSquare,
    kind: "link",
    href: "/pipeline",
    description: "Every deal by stage: move deals, spot idle ones, see how long each stage takes.",
  },
  // Issue 31: next to the other administration pages.
  {
    id: "mail-log",
    permission: "mail.read",
    label: "Mail Log",
    icon: Mail,
    kind: "link",
    href: "/admin/mail-log",
    description: "Every mail the portal sent or wrote to file, with its state.",
  },
  {
    id: "api-reference",
    permission: "openapi.read",
    label: "API Reference",
    icon: BookOpenText,
    kind: "link",
    href: "/api-docs",
    description: "Every JSON endpoint: method, path, permission, request and response fields.",
  },
];

/** The entries this user may open (none for a signed-out one). */
export function sideMenuEntriesFor(user: Pick<CurrentUser, "role"> | null | undefined) {
  return SIDE_MENU_ENTRIES.filter((entry) => can(user, entry.permission));
}
