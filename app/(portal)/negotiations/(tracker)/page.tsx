import type { Metadata } from "next";
import { z } from "zod";
import { requirePermission } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { trackingRowSchema } from "@/lib/api/registry/agreements";
import { asWire } from "@/lib/wire";
import { listTracking } from "@/lib/agreements/versions/tracking";
import { trackingQuerySchema } from "@/lib/agreements/versions/schemas";
import { getWorkspace } from "@/app/(portal)/_views/version-workspace";
import { listInvestorChoices } from "@/lib/reservations/queries";
import { listTemplates } from "@/lib/agreements/templates/queries";
import { NegotiationTracker } from "@/components/agreements/tracker/negotiation-tracker";
import { VersionActions } from "@/components/agreements/tracker/version-actions";
import { ReviewWorkspace } from "@/components/agreements/workspace/review-workspace";
import { DocumentNotFound } from "@/components/agreements/workspace/document-not-found";

export const metadata: Metadata = { title: "Negotiation Tracker" };

const PAGE_SIZE = 25;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The legal team's view of every template negotiation, read on the server from the URL: the filtered page
 * of versions (?investor=&status=&page=), or with ?template= one investor's version in the workspace.
 * In a route group of its own, so its loading and error states do not cover the finalization wizard below.
 */
export default async function NegotiationsPage({ searchParams }: Props) {
  const user = await requirePermission("templates.negotiate");
  const raw = await searchParams;
  const param = (name: string) => (typeof raw[name] === "string" ? (raw[name] as string) : "");
  const investor = param("investor");
  const template = param("template");

  if (investor && template) {
    // Back returns to the list as it was: its filters and page, and the investor filter it had (?from=).
    const back = new URLSearchParams(Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === "string" && !["investor", "template", "from"].includes(e[0])));
    if (param("from")) back.set("investor", param("from"));
    const backHref = back.size ? `/negotiations?${back}` : "/negotiations";
    const workspace = await getWorkspace(user, template, investor);
    if (!workspace) return <DocumentNotFound backHref={backHref} />;
    return <ReviewWorkspace key={`${investor}/${template}`} {...workspace} side="legal" backHref={backHref} actions={<VersionActions version={workspace.version} />} />;
  }

  // A hand-edited URL with a value the filters do not know shows the whole list rather than an error.
  const parsed = trackingQuerySchema.safeParse({ investor, status: param("status"), page: param("page"), pageSize: PAGE_SIZE });
  const query = parsed.success ? parsed.data : trackingQuerySchema.parse({ pageSize: PAGE_SIZE });
  // The investor filter offers the investors the reservation dialog does (under its route's permission).
  const mayAssign = can(user, "templates.manage");
  const [{ rows, total }, investors, templates] = await Promise.all([
    listTracking(user, query),
    can(user, "reservations.approve") || mayAssign ? listInvestorChoices() : [],
    mayAssign ? listTemplates(user) : [],
  ]);
  return (
    <NegotiationTracker
      rows={asWire(z.array(trackingRowSchema), rows)}
      total={total}
      page={query.page}
      pageSize={PAGE_SIZE}
      investor={query.investor ?? ""}
      status={query.status ?? ""}
      investors={investors}
      assignChoices={mayAssign ? { investors, templates: templates.filter((t) => t.isActive).map(({ id, title }) => ({ id, title })) } : undefined}
    />
  );
}
