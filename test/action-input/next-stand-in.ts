// Next's handling of a server-action call, reduced to what can fail on bad input: the same React decoders
// called the way next/dist/server/app-render/action-handler.js calls them (its Node branch), in front of
// two actions shaped like ours. Anything that throws answers 500, as Next does. Needs the "react-server"
// export condition (the test's @jest-environment-options).
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { valueTooDeep } from "@/lib/validation/depth.mjs";
import { findControlCharacter } from "@/lib/validation/text";
import { FORM_ACTION, INPUT_ACTION } from "./calls";

const load = createRequire(`${process.cwd()}/package.json`);
const react = load("next/dist/compiled/react-server-dom-turbopack/cjs/react-server-dom-turbopack-server.node.production.js");
const busboy = load("next/dist/compiled/busboy");

const actions: Record<string, (...args: any[]) => Promise<unknown>> = {
  [INPUT_ACTION]: async (raw: unknown, options: { idempotencyKey?: unknown } = {}) => {
    // lib/action.ts walks the input before its schema refuses what does not fit (a result, not a throw).
    if (!valueTooDeep(raw)) findControlCharacter(raw);
    return { input: raw, key: options.idempotencyKey };
  },
  [FORM_ACTION]: async (_state: unknown, form: FormData) => {
    // formFields() of lib/action.ts: throws for anything but form data.
    const fields: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === "string" && !name.startsWith("$ACTION")) fields[name] = value;
    return { username: fields.username ?? null };
  },
};
const serverModuleMap = Object.fromEntries(Object.keys(actions).map((id) => [id, { id: "actions", name: id, chunks: [] }]));
(globalThis as { __next_require__?: unknown }).__next_require__ = () => actions;

/** Answers 200 with what the action returned (or "page" when no action ran), 500 when anything threw. */
export async function nextStandIn(req: IncomingMessage, res: ServerResponse, bodyLimit: number) {
  try {
    const result = await run(req, bodyLimit);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ result: result ?? null }));
  } catch (err) {
    req.resume();
    res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: `Next would answer 500: ${(err as Error)?.message}` }));
  }
}

async function run(req: IncomingMessage, bodyLimit: number): Promise<unknown> {
  const id = req.headers["next-action"];
  const type = String(req.headers["content-type"] ?? "");
  if (req.method === "POST" && typeof id === "string") {
    if (!(id in actions)) throw new Error(`unknown action ${id} reached the decoder`);
    const temporaryReferences = react.createTemporaryReferenceSet();
    let args: unknown[];
    if (type.startsWith("multipart/form-data")) {
      const parser = busboy({ defParamCharset: "utf8", headers: req.headers, limits: { fieldSize: bodyLimit } });
      [, args] = await Promise.all([pipeline(req, parser), react.decodeReplyFromBusboy(parser, serverModuleMap, { temporaryReferences })]);
    } else {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk);
      args = await react.decodeReply(Buffer.concat(chunks).toString("utf-8"), serverModuleMap, { temporaryReferences });
    }
    if (args.length > 1000) throw new Error("Server Action arguments list is too long");
    return actions[id].apply(null, args);
  }
  if (req.method === "POST" && type.startsWith("multipart/form-data")) {
    const form = await new Request("http://localhost/", { method: "POST", headers: { "content-type": type }, body: Readable.toWeb(req) as ReadableStream, duplex: "half" } as RequestInit).formData();
    const action = await react.decodeAction(form, serverModuleMap);
    if (typeof action !== "function") return "page";
    const result = await action();
    await react.decodeFormState(result, form, serverModuleMap);
    return result;
  }
  req.resume();
  return "page";
}
