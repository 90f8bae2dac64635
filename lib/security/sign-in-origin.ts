// What a new session records of where it came from (the owner's session list): the browser's User-Agent
// and the client's address as lib/request.ts reads it (TRUST_PROXY and CLIENT_IP_HEADER apply).
import { clientIp } from "@/lib/request";
import type { SessionOrigin } from "@/lib/session";

export const signInOrigin = (req: Request): SessionOrigin => ({ userAgent: req.headers.get("user-agent"), ip: clientIp(req) });
