// Test-only: templates and investor versions made straight through Prisma, in any status, so workflow
// tests do not walk the whole workflow to reach the state they need.
import { createHash } from "node:crypto";
import { getDb } from "@/lib/db";
import type { VersionStatus } from "@/lib/agreements/statuses";
import { TEST_PASSWORD } from "@/test/factories/users";

/** What a signature sends besides the name: the test users' password and the electronic-records consent. */
export const SIGNING = { password: TEST_PASSWORD, consent: true } as const;

export const TEST_TEXT = "1. PURPOSE\nThe Company develops, finances and operates electric-vehicle chargers.\n2. TERM\nThis Agreement runs for ten years.";

let n = 0;

export async function makeTemplate(data: { content?: string; category?: "msa" | "compliance"; isActive?: boolean } = {}) {
  const db = await getDb();
  n += 1;
  return db.templateDocument.create({
    data: { title: `Test Agreement ${n}`, category: data.category ?? "compliance", content: data.content ?? TEST_TEXT, isActive: data.isActive ?? true },
  });
}

export async function makeVersion(investorId: string, status: VersionStatus = "assigned", content = TEST_TEXT) {
  const db = await getDb();
  const template = await makeTemplate({ content });
  return db.investorTemplateVersion.create({
    data: { templateId: template.id, investorId, status, content, templateVersion: template.version },
  });
}

/** A thread offset pair that matches TEST_TEXT: "The Company". */
export const SELECTION = { selectedText: "The Company", startOffset: 11, endOffset: 22 };

/** A finalized MSA for the investor, straight through Prisma (its version finalized), for the calls that need one. */
export async function makeMsa(investorId: string, data: { finalizedBy?: string; content?: string } = {}) {
  const db = await getDb();
  const template = await makeTemplate({ category: "msa" });
  const finalizedContent = data.content ?? "<h1>MASTER SERVICE AGREEMENT</h1>\n<h2>1. PURPOSE</h2>\n<p>The Company develops chargers.</p>";
  const version = await db.investorTemplateVersion.create({
    data: { templateId: template.id, investorId, status: "finalized", content: TEST_TEXT, templateVersion: template.version, approvedAt: new Date(), finalizedAt: new Date() },
  });
  return db.msa.create({
    data: {
      versionId: version.id,
      investorId,
      templateId: template.id,
      finalizedContent,
      contentHash: createHash("sha256").update(finalizedContent, "utf8").digest("hex"),
      finalizedBy: data.finalizedBy ?? null,
    },
  });
}

/** An approved version of a new MSA-category template: what compile, finalize and the approved record start from. */
export async function makeApprovedMsaVersion(investorId: string, approvedBy: string | null = null) {
  const db = await getDb();
  const template = await makeTemplate({ category: "msa" });
  return db.investorTemplateVersion.create({
    data: { templateId: template.id, investorId, status: "approved", content: template.content, templateVersion: template.version, approvedAt: new Date(), approvedBy },
  });
}
