import { route } from "@/lib/route";
import { agreementEndpoints } from "@/lib/api/registry/agreements";
import { changeVersionStatus } from "@/lib/agreements/versions/service";

export const PATCH = route(agreementEndpoints.changeStatus, ({ user, params, body }) => changeVersionStatus(user, params.id, body));
