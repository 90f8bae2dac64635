// Server-action calls for test/bad-action-input.test.ts and e2e/request-probe.spec.ts: how to write one,
// the ones our clients make (written by React's own encodeReply), and random edits of those. The
// malformed ones a probe sends are in ./malformed.ts.
import { createRequire } from "node:module";
import { MAX_DEPTH } from "../../lib/validation/depth.mjs";

// Jest runs this as CommonJS, Playwright as an ES module: resolve from the project's root in both.
const load = createRequire(`${process.cwd()}/package.json`);
export const { encodeReply } = load("next/dist/compiled/react-server-dom-turbopack/client.node.js");

/** An action built with action() (lib/action.ts): `(input, options)`. */
export const INPUT_ACTION = `7f${"a1".repeat(20)}`;
/** A `<form action>` (the login form's shape): `(state, form: FormData)`. */
export const FORM_ACTION = `60${"b2".repeat(20)}`;
/** Next's server-reference manifest for the two (what scripts/server.mjs reads from the build). */
export const MANIFEST = { [INPUT_ACTION]: { exportedName: "createProjectAction" }, [FORM_ACTION]: { exportedName: "logInAction" } };

export type Call = {
  label: string;
  method?: string;
  path?: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Declare this Content-Length and send no body. */
  declare?: number;
  /** Send this many bytes, chunked, without a Content-Length. */
  stream?: number;
  /** The status the guard must answer, when the case pins one. */
  status?: number;
};

export function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const TEXT = "text/plain;charset=UTF-8";
export const text = (label: string, body: string | Buffer, action = INPUT_ACTION, status?: number): Call => ({
  label,
  headers: { "next-action": action, "content-type": TEXT },
  body: Buffer.from(body),
  status,
});

export type Part = { name: string; value: string | Buffer; filename?: string; extra?: string };
const BOUNDARY = "----probe7MA4YWxkTrZu0gW";
export function multipartBody(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ""}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename !== undefined ? "Content-Type: application/octet-stream\r\n" : ""}${p.extra ?? ""}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(p.value), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
/** A multipart call (Next-Action set), or a plain form post (action null). */
export const multipart = (label: string, parts: Part[], action: string | null = INPUT_ACTION, status?: number): Call => ({
  label,
  headers: { ...(action ? { "next-action": action } : {}), "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  body: multipartBody(parts),
  status,
});

/** How React's client sends `args` (a string, or a FormData serialized as a browser would). */
export async function encoded(label: string, args: unknown[], action = INPUT_ACTION): Promise<Call> {
  const reply = await encodeReply(args);
  if (typeof reply === "string") return text(label, reply, action);
  const res = new Response(reply as FormData);
  return { label, headers: { "next-action": action, "content-type": String(res.headers.get("content-type")) }, body: Buffer.from(await res.arrayBuffer()) };
}

/** The login form posted before JavaScript has loaded (React's form action encoding), with a state. */
export function noScriptLogin(state: unknown = null, fields: Record<string, string> = { username: "ada", password: "pw" }): Part[] {
  return [
    { name: "$ACTION_REF_1", value: "" },
    { name: "$ACTION_1:0", value: JSON.stringify({ id: FORM_ACTION, bound: "$@1" }) },
    { name: "$ACTION_1:1", value: JSON.stringify([state]) },
    { name: "$ACTION_KEY", value: "k3016425830" },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  ];
}

const certificate = () => new File([Buffer.from("%PDF-1.7\n%%EOF\n")], "certificate.pdf", { type: "application/pdf" });
const formOf = (fields: Record<string, string | File>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};
export const nested = (depth: number): unknown => {
  let v: unknown = "leaf";
  for (let i = 0; i < depth; i++) v = i % 2 ? { level: v } : [v];
  return v;
};

/** Deep, but within the cap (which counts the arguments' array too). */
const ACTION_DEPTH_OK = MAX_DEPTH - 2;

/** Calls as our clients make them: each must reach its action decoded (the stand-in answers 200). */
export async function validCalls(): Promise<Call[]> {
  const shared = { chargers: 2 };
  const input = {
    client: "Acme $ Fleet",
    note: "$starts with a dollar",
    optional: undefined,
    when: new Date("2026-03-01T09:30:00.000Z"),
    spaces: Number.NaN,
    ratio: -0,
    big: Number.POSITIVE_INFINITY,
    tags: ["a", "b", ["c", { d: null }]],
    unicode: "Zoë 日本 🚗",
  };
  const calls = [
    await encoded("an input and its idempotency key", [input, { idempotencyKey: crypto.randomUUID() }]),
    await encoded("an input alone", [{ id: "p1" }]),
    await encoded("a string id", ["cm0abc123"]),
    await encoded("no arguments", []),
    await encoded("an options object only", [undefined, { idempotencyKey: "k" }]),
    await encoded("one object twice (React writes a reference)", [{ before: shared, after: shared }, { idempotencyKey: "k" }]),
    await encoded(`an input nested ${ACTION_DEPTH_OK} levels`, [nested(ACTION_DEPTH_OK), {}]),
    await encoded("a long text inside an object", [{ notes: "n".repeat(2_000_000) }, {}]),
    await encoded("a file upload", [formOf({ courseId: "c1", certificate: certificate() }), { idempotencyKey: "k" }]),
    await encoded("a form with no file", [formOf({ a: "1", b: "$2" }), {}]),
    await encoded("the login form after JavaScript (no state yet)", [null, formOf({ username: "ada", password: "pw" })], FORM_ACTION),
    await encoded(
      "the login form after a refusal",
      [{ ok: false, status: 401, error: "Invalid username or password", fieldErrors: { username: ["x"] }, username: "ada" }, formOf({ username: "ada", password: "pw" })],
      FORM_ACTION,
    ),
    multipart("the login form before JavaScript", noScriptLogin(), null),
    multipart("the login form before JavaScript, after a refusal", noScriptLogin({ ok: false, status: 401, error: "Nope", username: "ada" }), null),
    multipart("a form post that names no action", [{ name: "q", value: "x" }], null),
    multipart("an action() action posted as a form", [{ name: `$ACTION_ID_${INPUT_ACTION}`, value: "" }, { name: "a", value: "1" }], null),
  ];
  return calls;
}

const ALPHABET = '[]{}",:$0123456789abcdefKBnQ@DTu\\ _-';
/** Random edits of the valid calls: whatever they become, Next must never answer 500. */
export function mutations(valid: Call[], rand: () => number, count: number): Call[] {
  const out: Call[] = [];
  const bodies = valid.filter((c) => c.body && c.body.length < 20_000);
  for (let i = 0; i < count; i++) {
    const base = bodies[i % bodies.length];
    const bytes = [...base.body!];
    const edits = 1 + Math.floor(rand() * 4);
    for (let e = 0; e < edits; e++) {
      const at = Math.floor(rand() * (bytes.length + 1));
      const char = ALPHABET.charCodeAt(Math.floor(rand() * ALPHABET.length));
      const kind = rand();
      if (kind < 0.4) bytes.splice(at, 1);
      else if (kind < 0.7) bytes.splice(at, 0, char);
      else bytes[Math.min(at, bytes.length - 1)] = char;
    }
    out.push({ ...base, label: `${base.label}, edited #${i}`, body: Buffer.from(bytes), status: undefined });
  }
  return out;
}
