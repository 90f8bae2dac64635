// Endpoints that belong to no feature: the liveness probe, the upload URL's PUT, the scheduled work, this
// document itself.
import { z } from "zod";
import { endpoint } from "@/lib/api/registry/endpoint";

export const platformEndpoints = {
  health: endpoint({
    method: "GET",
    path: "/api/health",
    tag: "platform",
    summary: "Liveness probe",
    description: "No session or database work.",
    permission: "public",
    response: { description: "Alive", schema: z.object({ ok: z.literal(true) }) },
  }),
  upload: endpoint({
    method: "PUT",
    path: "/api/uploads/{token}",
    tag: "platform",
    summary: "Upload a file's bytes to an upload URL",
    description:
      "The URL's sealed token names one file, its size limit, its allowed types and a 10-minute expiry, and works once, for the signed-in user who asked for it. Content-Length is required; the bytes must be a file of the declared type (checked by its content, a Word file by its parts) or the answer is 415 and nothing is stored.",
    permission: "signed-in",
    params: z.object({ token: z.string() }),
    rawBody: { contentType: "application/octet-stream", description: "The file's bytes" },
    response: {
      description: "Where the file was stored",
      schema: z.object({ filePath: z.string(), size: z.number().int(), contentType: z.string() }),
    },
  }),
  cronOutbox: endpoint({
    method: "GET",
    path: "/api/cron/outbox",
    tag: "platform",
    summary: "Scheduled: run the pending after-commit work",
    description:
      "For a scheduler such as Vercel Cron (vercel.json), on hosts that run no long-lived process; `npm start` does the same every minute. Requires `Authorization: Bearer <CRON_SECRET>`, not a session: 401 without it, 404 while CRON_SECRET is not set. Runs every pending outbox item once (each under its row lock, so concurrent runs never repeat one).",
    permission: "public",
    response: {
      description: "The items run, and those still pending afterwards (a failed run waits for the next call)",
      schema: z.object({ ran: z.number().int(), pending: z.number().int() }),
    },
  }),
  cronUploadSweep: endpoint({
    method: "GET",
    path: "/api/cron/upload-sweep",
    tag: "platform",
    summary: "Scheduled: delete uploaded files nobody recorded",
    description:
      "For a scheduler such as Vercel Cron (vercel.json), on hosts that run no long-lived process; `npm start` does the same every 15 minutes. Requires `Authorization: Bearer <CRON_SECRET>`, not a session: 401 without it, 404 while CRON_SECRET is not set. Deletes the pending uploads whose record window has passed, and their files.",
    permission: "public",
    response: { description: "How many pending uploads were swept", schema: z.object({ swept: z.number().int() }) },
  }),
  cronDigest: endpoint({
    method: "GET",
    path: "/api/cron/digest",
    tag: "platform",
    summary: "Scheduled: send the daily notification digests that are due",
    description:
      "For a scheduler such as Vercel Cron (vercel.json), on hosts that run no long-lived process; `npm start` looks every minute. Requires `Authorization: Bearer <CRON_SECRET>`, not a session: 401 without it, 404 while CRON_SECRET is not set. From DIGEST_HOUR (UTC, default 7) on, mails each user who chose the daily digest for some category what rang their bell since their previous digest; once per user and day however often it is called.",
    permission: "public",
    response: { description: "How many digests were mailed by this call", schema: z.object({ mailed: z.number().int() }) },
  }),
  openapi: endpoint({
    method: "GET",
    path: "/api/openapi.json",
    tag: "platform",
    summary: "This API as an OpenAPI 3.1 document",
    permission: "openapi.read",
    response: { description: "The OpenAPI document", schema: z.object({ openapi: z.string() }).loose() },
  }),
};
