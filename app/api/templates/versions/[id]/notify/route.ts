import { route } from "@/lib/route";
import { agreementEndpoints } from "@/lib/api/registry/agreements";
import { notifyVersionInvestor } from "@/lib/agreements/notifications/service";

export const POST = route(agreementEndpoints.notify, ({ user, params, body }) => notifyVersionInvestor(user, params.id, body));
