import { json, route } from "@/lib/route";
import { agreementEndpoints } from "@/lib/api/registry/agreements";
import { listThreads } from "@/lib/agreements/threads/queries";
import { createThread } from "@/lib/agreements/threads/service";

export const GET = route(agreementEndpoints.listThreads, ({ user, query }) => listThreads(user, query.versionId));

export const POST = route(agreementEndpoints.createThread, async ({ user, body }) => json(await createThread(user, body), { status: 201 }));
