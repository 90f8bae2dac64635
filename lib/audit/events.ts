// Every audit event by name, with the record kind it is about, the create/update/delete it amounts to,
// its label in the report, and (below) the values it carries. Client-safe: the report's components read
// the labels from here. A new feature adds its events to AUDIT_EVENTS and AuditEventData, and a resolver
// for its record kind in lib/audit-report/resolvers.ts.
import type {
  Course,
  CourseAssignment,
  CourseCompletion,
  Document,
  EducationCredit,
  InvestorTemplateVersion,
  LegalProfile,
  Msa,
  Notification,
  Project,
  ProjectComment,
  ProjectTask,
  RedlineReply,
  RedlineThread,
  ServiceHours,
  ShareLink,
  TaxPack,
  TemplateDocument,
  User,
} from "@/generated/prisma/client";

export const AUDIT_ENTITIES = {
  project: "Project",
  comment: "Engineering update",
  task: "Task",
  reservation: "Reservation",
  user: "User",
  "service-hours": "Service hours",
  "education-credit": "Education credit",
  document: "Document",
  course: "Course",
  "course-assignment": "Course assignment",
  "course-completion": "Course completion",
  template: "Template",
  "template-version": "Template version",
  thread: "Redline thread",
  notification: "Notification",
  msa: "MSA",
  "share-link": "Share link",
  setting: "Setting",
  "tax-pack": "Tax pack",
  "legal-profile": "Legal profile",
  "account-security": "Sign-in security",
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITIES;

type Action = "create" | "update" | "delete";
type Meta = { entity: AuditEntity; action: Action; label: string };
const m = (entity: AuditEntity, action: Action, label: string): Meta => ({ entity, action, label });

export const AUDIT_EVENTS = {
  "project.created": m("project", "create", "Project created"),
  "project.imported": m("project", "create", "Project imported"),
  "project.updated": m("project", "update", "Project updated"),
  // A stage change from the pipeline board (issue 21): the same rules as an edit, its own name in the report.
  "project.moved": m("project", "update", "Project moved"),
  "project.deleted": m("project", "delete", "Project deleted"),
  "comment.created": m("comment", "create", "Update added"),
  "comment.deleted": m("comment", "delete", "Update deleted"),
  "task.created": m("task", "create", "Task created"),
  "task.updated": m("task", "update", "Task updated"),
  "task.completed": m("task", "update", "Task completed"),
  "task.deleted": m("task", "delete", "Task deleted"),
  // A reservation is state on its project: its record id is the project's id.
  "reservation.requested": m("reservation", "update", "Reservation requested"),
  "reservation.approved": m("reservation", "update", "Reservation approved"),
  "reservation.rejected": m("reservation", "update", "Reservation rejected"),
  "reservation.withdrawn": m("reservation", "update", "Reservation withdrawn"),
  // Issue 22 §2: a withdrawal or rejection hands the project to the first ready investor in line.
  "reservation.promoted": m("reservation", "update", "Reservation passed to the next in line"),
  "reservation.waitlist-joined": m("reservation", "create", "Waitlist joined"),
  "reservation.waitlist-left": m("reservation", "delete", "Waitlist left"),
  "user.registered": m("user", "create", "Account registered"),
  "user.approved": m("user", "update", "Account approved"),
  "user.denied": m("user", "update", "Account denied"),
  "user.revoked": m("user", "update", "Access revoked"),
  // Issue 31: an address to verify (the link's mail sent), the address verified, a reset asked for and done.
  "user.email-requested": m("user", "update", "Email address to verify"),
  "user.email-verified": m("user", "update", "Email address verified"),
  "user.password-reset-requested": m("user", "update", "Password reset requested"),
  "user.password-reset": m("user", "update", "Password reset"),
  "service-hours.logged": m("service-hours", "create", "Hours logged"),
  "service-hours.updated": m("service-hours", "update", "Hours updated"),
  "service-hours.deleted": m("service-hours", "delete", "Hours deleted"),
  "service-hours.approved": m("service-hours", "update", "Hours approved"),
  "service-hours.rejected": m("service-hours", "update", "Hours rejected"),
  "education-credit.logged": m("education-credit", "create", "Credit logged"),
  "education-credit.updated": m("education-credit", "update", "Credit updated"),
  "education-credit.deleted": m("education-credit", "delete", "Credit deleted"),
  "education-credit.approved": m("education-credit", "update", "Credit approved"),
  "education-credit.rejected": m("education-credit", "update", "Credit rejected"),
  "document.uploaded": m("document", "update", "Document uploaded"),
  "document.linked": m("document", "update", "Document linked"),
  "document.reviewed": m("document", "update", "Document reviewed"),
  "document.removed": m("document", "update", "Document file or link removed"),
  "course.created": m("course", "create", "Course created"),
  "course.updated": m("course", "update", "Course updated"),
  "course.assigned": m("course-assignment", "create", "Course assigned"),
  "course-assignment.started": m("course-assignment", "update", "Course started"),
  "course.completed": m("course-completion", "create", "Completion submitted"),
  "course-completion.resubmitted": m("course-completion", "update", "Completion resubmitted"),
  "course-completion.approved": m("course-completion", "update", "Completion approved"),
  "course-completion.rejected": m("course-completion", "update", "Completion rejected"),
  "template.created": m("template", "create", "Template created"),
  "template.updated": m("template", "update", "Template updated"),
  "template.activated": m("template", "update", "Template activated"),
  "template.deactivated": m("template", "update", "Template deactivated"),
  "template.assigned": m("template-version", "create", "Template assigned"),
  "template.status-changed": m("template-version", "update", "Template status changed"),
  // The investor's first redline while reviewing moves their version to redlined (spec 2 §4).
  "template.redlined": m("template-version", "update", "Template redlined"),
  "thread.created": m("thread", "create", "Redline thread opened"),
  "thread.replied": m("thread", "update", "Redline reply"),
  "thread.status-changed": m("thread", "update", "Redline thread status changed"),
  "notification.sent": m("notification", "create", "Notification sent"),
  "msa.finalized": m("msa", "create", "MSA finalized"),
  "msa.signed": m("msa", "update", "MSA signed"),
  "share-link.created": m("share-link", "create", "Share link created"),
  "share-link.revoked": m("share-link", "update", "Share link revoked"),
  // A setting's record id is its key (lib/settings/definitions.ts); its value is kept as JSON text.
  "setting.updated": m("setting", "update", "Setting changed"),
  // Issue 22 §4: a tax pack produced, with the SHA-256 of its PDF (what "Verify a pack" looks up).
  "tax-pack.generated": m("tax-pack", "create", "Tax pack generated"),
  // Issue 19 §2: the investor's legal profile; its record id is the investor's id (one profile each).
  "legal-profile.updated": m("legal-profile", "update", "Legal profile updated"),
  // Issue 32: an account's second factor and sessions; the record id is the account's id.
  "security.totp-setup-started": m("account-security", "update", "Authenticator setup started"),
  "security.totp-enabled": m("account-security", "update", "Authenticator codes turned on"),
  "security.totp-disabled": m("account-security", "update", "Authenticator codes turned off"),
  "security.recovery-codes-regenerated": m("account-security", "update", "Recovery codes replaced"),
  "security.recovery-code-used": m("account-security", "update", "Recovery code used to sign in"),
  "security.session-revoked": m("account-security", "delete", "Session signed out"),
  "security.other-sessions-revoked": m("account-security", "delete", "Other sessions signed out"),
  "security.second-factor-reset": m("account-security", "update", "Second factor reset by an employee"),
  "security.passkey-added": m("account-security", "update", "Passkey added"),
  "security.passkey-renamed": m("account-security", "update", "Passkey renamed"),
  "security.passkey-removed": m("account-security", "update", "Passkey removed"),
} as const satisfies Record<string, Meta>;
export type AuditEventName = keyof typeof AUDIT_EVENTS;

export const isAuditEventName = (name: string): name is AuditEventName => Object.hasOwn(AUDIT_EVENTS, name);

/** Fields never written to the audit log, whatever an event passes (checked again when writing). */
export const SECRET_FIELDS = ["passwordHash", "password", "token", "signatureData"] as const;
type Secret = (typeof SECRET_FIELDS)[number];

/** What a value may be when written: Dates and Prisma Decimals are stored as ISO and exact decimal text. */
export type AuditScalar = string | number | boolean | null | undefined | Date | { toFixed(digits?: number): string };
/** The audited fields of a record: a subset of its columns (never its id, timestamps or secrets). */
type Values<M, Extra extends string = never> = { [K in Exclude<keyof M, "id" | "createdAt" | "updatedAt" | Secret> | Extra]?: AuditScalar };

type Created<V> = { after: V };
type Changed<V> = { before: V; after: V };
type Deleted<V> = { before: V };

type ProjectValues = Values<Project>;
/** `readinessOverride`: an employee's reason for reserving for an investor who is not ready (issue 22 §1). */
type ReservationValues = Values<
  Pick<Project, "reservedBy" | "reservedAt" | "reservationStatus" | "reservationNotes" | "approvedBy" | "approvedAt" | "ownedBy" | "rejectedFor" | "rejectionNotes">,
  "readinessOverride"
>;
/** A place in a project's waitlist: whose it is (the record is the project's reservation). */
type WaitlistValues = { waitlistUserId?: AuditScalar };
type CommentValues = Values<Pick<ProjectComment, "projectId" | "content">>;
type TaskValues = Values<ProjectTask>;
type UserValues = Values<User>;
/** A review decision on an hour entry or a credit: what approving or rejecting changes. */
type ReviewValues = { status?: AuditScalar; approvedBy?: AuditScalar; approvedAt?: AuditScalar; rejectionReason?: AuditScalar };
/** An hour entry as audited: its fields and its evidence file (by storage key and shown name). */
export type ServiceHoursAuditValues = Values<
  Pick<ServiceHours, "userId" | "projectId" | "serviceDate" | "hours" | "description" | "category" | "status" | "approvedBy" | "approvedAt" | "rejectionReason" | "evidenceKey" | "evidenceFileName">
>;
export type EducationCreditAuditValues = Values<
  Pick<EducationCredit, "userId" | "courseName" | "provider" | "completionDate" | "creditHours" | "category" | "certificateUrl" | "description" | "status" | "approvedBy" | "approvedAt" | "rejectionReason">
>;
/** A deal-room record's file, link and decision; its first event adds the investor (userId) and type. */
type DocumentValues = Values<
  Pick<Document, "userId" | "documentType" | "filename" | "filePath" | "fileSize" | "contentType" | "googleDocUrl" | "reviewStatus" | "reviewReason">
>;
type DocumentReviewValues = Values<Pick<Document, "reviewStatus" | "reviewReason">>;
type TemplateValues = Values<Pick<TemplateDocument, "title" | "description" | "category" | "version" | "content" | "isActive" | "createdBy">>;
type VersionValues = Values<
  Pick<InvestorTemplateVersion, "templateId" | "investorId" | "status" | "templateVersion" | "statusNote" | "reviewStartedAt" | "redlineSubmittedAt" | "approvedAt" | "approvedBy">
>;
type ThreadValues = Values<
  Pick<RedlineThread, "versionId" | "authorId" | "authorRole" | "threadType" | "selectedText" | "startOffset" | "endOffset" | "comment" | "suggestions" | "sectionReference" | "status" | "resolvedBy" | "resolvedAt">
>;
/** A reply is recorded on its thread (the record the report names); the reply's own id rides along. */
type ReplyValues = Values<Pick<RedlineReply, "authorId" | "text">, "replyId">;
/** An account's second factor as audited: never a secret or a code, only states and counts. */
type SecurityValues = { totp?: AuditScalar; recoveryCodesLeft?: AuditScalar; checkedWith?: AuditScalar };
type PasskeyValues = { passkeys?: AuditScalar; name?: AuditScalar; checkedWith?: AuditScalar };
/** A session by what its owner sees of it; never its id, which is a bearer credential. */
type SessionValues = { device?: AuditScalar; ip?: AuditScalar; startedAt?: AuditScalar };
type NotificationValues = Values<Pick<Notification, "userId" | "kind" | "message" | "link" | "versionId">>;

/** The values each event carries: a creation its new values, a deletion its last ones, a change both. */
export interface AuditEventData {
  "project.created": Created<ProjectValues>;
  "project.imported": Created<ProjectValues>;
  "project.updated": Changed<ProjectValues>;
  "project.moved": Changed<Pick<ProjectValues, "stage" | "stageEnteredAt">>;
  "project.deleted": Deleted<ProjectValues>;
  "comment.created": Created<CommentValues>;
  "comment.deleted": Deleted<CommentValues>;
  "task.created": Created<TaskValues>;
  "task.updated": Changed<TaskValues>;
  "task.completed": Changed<TaskValues>;
  "task.deleted": Deleted<TaskValues>;
  "reservation.requested": Changed<ReservationValues>;
  "reservation.approved": Changed<ReservationValues>;
  "reservation.rejected": Changed<ReservationValues>;
  "reservation.withdrawn": Changed<ReservationValues>;
  "reservation.promoted": Changed<ReservationValues>;
  "reservation.waitlist-joined": Created<WaitlistValues>;
  "reservation.waitlist-left": Deleted<WaitlistValues>;
  "user.registered": Created<UserValues>;
  "user.approved": Changed<UserValues>;
  "user.denied": Changed<UserValues>;
  "user.revoked": Changed<UserValues>;
  "user.email-requested": Created<{ pendingEmail: AuditScalar }>;
  "user.email-verified": Changed<Pick<UserValues, "email" | "emailVerifiedAt">>;
  "user.password-reset-requested": Created<{ sentTo: AuditScalar }>;
  "user.password-reset": Created<{ sessionsEnded: AuditScalar }>;
  "service-hours.logged": Created<ServiceHoursAuditValues>;
  "service-hours.updated": Changed<ServiceHoursAuditValues>;
  "service-hours.deleted": Deleted<ServiceHoursAuditValues>;
  "service-hours.approved": Changed<ReviewValues>;
  "service-hours.rejected": Changed<ReviewValues>;
  "education-credit.logged": Created<EducationCreditAuditValues>;
  "education-credit.updated": Changed<EducationCreditAuditValues>;
  "education-credit.deleted": Deleted<EducationCreditAuditValues>;
  "education-credit.approved": Changed<ReviewValues>;
  "education-credit.rejected": Changed<ReviewValues>;
  "document.uploaded": Changed<DocumentValues>;
  "document.linked": Changed<DocumentValues>;
  "document.reviewed": Changed<DocumentReviewValues>;
  "document.removed": Changed<DocumentValues>;
  "course.created": Created<Values<Course>>;
  "course.updated": Changed<Values<Course>>;
  "course.assigned": Created<Values<CourseAssignment>>;
  "course-assignment.started": Changed<Values<Pick<CourseAssignment, "status">>>;
  "course.completed": Created<Values<CourseCompletion>>;
  "course-completion.resubmitted": Changed<Values<CourseCompletion>>;
  "course-completion.approved": Changed<Values<CourseCompletion>>;
  "course-completion.rejected": Changed<Values<CourseCompletion>>;
  "template.created": Created<TemplateValues>;
  "template.updated": Changed<TemplateValues>;
  "template.activated": Changed<Pick<TemplateValues, "isActive">>;
  "template.deactivated": Changed<Pick<TemplateValues, "isActive">>;
  "template.assigned": Created<VersionValues>;
  "template.status-changed": Changed<VersionValues>;
  "template.redlined": Changed<Pick<VersionValues, "status" | "redlineSubmittedAt">>;
  "thread.created": Created<ThreadValues>;
  "thread.replied": Created<ReplyValues>;
  "thread.status-changed": Changed<Pick<ThreadValues, "status" | "resolvedBy" | "resolvedAt">>;
  "notification.sent": Created<NotificationValues>;
  "msa.finalized": Created<Values<Msa>>;
  "msa.signed": Changed<Values<Msa, "party" | "signedBy" | "signedName" | "signedAt" | "consent" | "signedHash" | "partyName" | "signatoryName" | "signatoryTitle">>;
  "share-link.created": Created<Values<ShareLink>>;
  "share-link.revoked": Changed<Values<ShareLink>>;
  "setting.updated": Changed<{ value?: AuditScalar }>;
  "tax-pack.generated": Created<Values<TaxPack, "format">>;
  "legal-profile.updated": Changed<Values<LegalProfile>>;
  "security.totp-setup-started": Changed<SecurityValues>;
  "security.totp-enabled": Changed<SecurityValues>;
  "security.totp-disabled": Changed<SecurityValues>;
  "security.recovery-codes-regenerated": Changed<SecurityValues>;
  "security.recovery-code-used": Changed<SecurityValues>;
  "security.session-revoked": Deleted<SessionValues>;
  "security.other-sessions-revoked": Deleted<{ sessions?: AuditScalar }>;
  "security.second-factor-reset": Changed<{ factors: AuditScalar; recoveryCodes?: AuditScalar; passkeys?: AuditScalar; sessions?: AuditScalar }>;
  "security.passkey-added": Changed<PasskeyValues>;
  "security.passkey-renamed": Changed<PasskeyValues>;
  "security.passkey-removed": Changed<PasskeyValues>;
}

/** One audit event as a service writes it: its name, the record, who did it, and its typed values. */
export type AuditEvent = {
  [E in AuditEventName]: { event: E; entityId: string; actorId: string | null } & AuditEventData[E];
}[AuditEventName];

// Every named event has its data type and every data type its name: a missing one fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _everyEventTyped: Same<keyof AuditEventData, AuditEventName> = true;
void _everyEventTyped;
