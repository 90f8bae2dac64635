import { route } from "@/lib/route";
import { idParams } from "@/lib/params";
import { setUserStatus } from "@/lib/users/service";

export const POST = route({ access: "employee", params: idParams }, ({ user, params }) => setUserStatus(user, params.id, "approved"));
