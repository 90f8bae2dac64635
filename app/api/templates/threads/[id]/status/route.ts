import { route } from "@/lib/route";
import { agreementEndpoints } from "@/lib/api/registry/agreements";
import { setThreadStatus } from "@/lib/agreements/threads/service";

export const PATCH = route(agreementEndpoints.threadStatus, ({ user, params, body }) => setThreadStatus(user, params.id, body));
