// The user as the API sends it, defined once: the server's presenters build it and the client reads it.
// Client-safe (types only). `D` is the date type: Date on the server, ISO text once it went over the wire.
import type { Role } from "@/lib/auth/schemas";

export type UserStatus = "pending" | "approved" | "denied";

export type UserWire<D = string> = { id: string; username: string; role: Role; status: UserStatus; createdAt: D };

/** GET /api/auth/me and the login answer: the user (never its hash) and the derived isEmployee flag. */
export type MePayload<D = string> = { user: UserWire<D>; isEmployee: boolean };
