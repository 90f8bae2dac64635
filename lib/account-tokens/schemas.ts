// A link's token as forms and routes take it. Client-safe (zod/mini, no node:crypto).
import * as z from "zod/mini";

/** 32 bytes in base64url: 43 characters. Anything else is refused before a lookup. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const INVALID_LINK = "This link is not valid. Ask for a new one.";

export const linkTokenSchema = z.string({ error: INVALID_LINK }).check(z.regex(TOKEN_PATTERN, INVALID_LINK));
