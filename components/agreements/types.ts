// The agreement calls' answers as the browser receives them (dates as ISO strings).
import type { ThreadStatus, ThreadType, VersionStatus } from "@/lib/agreements/statuses";

export type TemplateSummary = { id: string; title: string; description: string | null; category: string; version: string; isActive: boolean };

export type VersionSummary = {
  id: string;
  templateId: string;
  investorId: string;
  status: VersionStatus;
  templateVersion: string;
  statusNote: string | null;
  reviewStartedAt: string | null;
  approvedAt: string | null;
  finalizedAt: string | null;
  createdAt: string;
  template: { id: string; title: string; description: string | null; category: string };
};

export type VersionDetail = VersionSummary & { content: string; investor: { id: string; username: string }; approver: string | null; msaId: string | null };

export type Person = { id: string; username: string };

export type Reply = { id: string; text: string; createdAt: string; author: Person; authorRole: "investor" | "employee" };

export type Thread = {
  id: string;
  versionId: string;
  authorRole: "investor" | "employee";
  author: Person;
  threadType: ThreadType;
  selectedText: string;
  startOffset: number;
  endOffset: number;
  comment: string;
  suggestions: string | null;
  status: ThreadStatus;
  createdAt: string;
  replies: Reply[];
};

export type TrackingRow = {
  id: string;
  status: VersionStatus;
  templateId: string;
  investorId: string;
  investor: Person;
  template: { id: string; title: string; category: string; version: string };
  threadCount: number;
  openThreadCount: number;
  lastActivity: string | null;
};

export type NotificationItem = { id: string; kind: string; message: string; link: string | null; readAt: string | null; createdAt: string };
