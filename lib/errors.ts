// Domain errors and the one table that turns them into HTTP statuses.
export const STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { fieldErrors?: Record<string, string[]>; retryAfterSeconds?: number; reauth?: true } = {},
  ) {
    super(message);
    this.name = "AppError";
  }
  get status(): number {
    return STATUS[this.code];
  }
}

export const notFound = (what = "Not found") => new AppError("NOT_FOUND", what);
export const forbidden = (why = "Forbidden") => new AppError("FORBIDDEN", why);
export const conflict = (why: string) => new AppError("CONFLICT", why);
export const badRequest = (why: string) => new AppError("BAD_REQUEST", why);

/** Prisma's known request errors carry a code; only the two that a user can cause are mapped. */
export function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === "P2002") return new AppError("CONFLICT", "A record with these values already exists");
  if (code === "P2025") return new AppError("NOT_FOUND", "Not found");
  return null;
}
