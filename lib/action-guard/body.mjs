// What a server-action call may look like before React decodes it (issue 30 §4). A probe's malformed
// calls answered 500: arguments nested 5,000+ levels deep overflowed React's recursive decoder before
// lib/action.ts could count the depth, React's own tokens (`$B` without a file, `$n1e400`, `$Q` without
// its part) threw inside it, and a form action given something other than form data threw in the
// action. Our clients send a small subset of React's reply format (below), so everything else is
// refused here, as 4xx JSON, before it reaches the decoder.
//
// What our clients send (React's encodeReply; test/bad-action-input.test.ts runs it and decodes the result):
// - useAction (components/ui/use-action.ts): `[input, { idempotencyKey }]` as text/plain JSON, or, when
//   the input is a FormData (a file upload), multipart with the root `["$K1", {...}]` in part "0" and the
//   form's entries in parts "_1_<name>".
// - a `<form action>` with useActionState (login, register, the email and password-reset forms): `[state, "$K1"]` as multipart; before
//   JavaScript has loaded, a plain form post carrying `$ACTION_REF_n`, `$ACTION_n:0` =
//   `{"id":…,"bound":"$@1"}` and `$ACTION_n:1` = `[state]` beside the form's fields.
// - inside the values: strings (a leading `$` escaped as `$$`), numbers, booleans, null, `$undefined`,
//   `$D<ISO date>`, `$NaN`/`$Infinity`/`$-Infinity`/`$-0`, and `$0:<path>` when one object appears twice.
//
// Plain JavaScript without Node or Edge APIs: scripts/server.mjs runs it with no build step (through
// ./node.mjs). The request line and headers are judged first, by ./headers.mjs.
import { ACTION_ID, refuse } from "./headers.mjs";
import { jsonTextTooDeep, TOO_DEEP_MESSAGE } from "../validation/depth.mjs";

/** @typedef {import("./headers.mjs").Refusal} Refusal */
/** @typedef {import("./headers.mjs").ActionTable} ActionTable */

/** Every action takes `(input, options)` (lib/action.ts) or `(state, form)` (a `<form action>`). */
export const ACTION_MAX_ARGS = 2;
/** React's decodeReply refuses (throws) past this many array slots, strings' characters included. */
const ARRAY_SLOT_LIMIT = 1_000_000;
/** `$0:<path>` references: few, each to a small object, so that no call multiplies into a huge value. */
const MAX_REFERENCES = 16;
const MAX_REFERENCED_VALUES = 1_000;

const SAFE_TOKENS = new Set(["$undefined", "$NaN", "$Infinity", "$-Infinity", "$-0"]);
const DATE_TOKEN = /^\$D[+-]?\d{4,6}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const FORM_TOKEN = /^\$K([0-9a-f]{1,8})$/;
const REFERENCE_TOKEN = /^\$0((?::[^:]*)+)$/;
const FORM_ENTRY = /^_([0-9a-f]{1,8})_/;
const PROMISE_TOKEN = /^\$@([0-9a-f]{1,8})$/;

const MALFORMED = "Malformed server action call";

/**
 * One model of a reply (the text/plain body, a multipart call's part "0", a form post's bound
 * arguments) checked and parsed: depth first, then JSON, then every value walked without recursion.
 * `formData`: `$K` (a FormData argument) may appear as a whole argument, as in a multipart call. `references`: `$0:<path>`
 * may appear (not in a form post's parts, whose model ids are not 0). `promise`: `$@<n>` may appear (a
 * form post's bound arguments, which React passes as a promise of its part n).
 * @param {string} text
 * @param {{ formData?: boolean, references?: boolean, promise?: boolean }} [options]
 * @returns {{ refusal: Refusal } | { refusal: null, value: unknown, formRefs: string[] }}
 */
export function inspectModel(text, { formData = false, references: referencesAllowed = true, promise = false } = {}) {
  if (text.trim() === "") return { refusal: refuse(400, "Empty server action call") };
  if (jsonTextTooDeep(text)) return { refusal: refuse(400, TOO_DEEP_MESSAGE) };
  let root;
  try {
    root = JSON.parse(text);
  } catch {
    return { refusal: refuse(400, "Malformed JSON in a server action call") };
  }
  /** @type {string[]} */
  const formRefs = [];
  let references = 0;
  /** @typedef {{ value: unknown, parent: Node | null, context: { count: number } | null }} Node */
  /** @type {Node[]} */
  const stack = [{ value: root, parent: null, context: null }];
  while (stack.length > 0) {
    const node = /** @type {Node} */ (stack.pop());
    const { value, context } = node;
    if (typeof value === "string") {
      // React counts a string inside an array as that many slots of the array.
      if (context && (context.count += value.length) > ARRAY_SLOT_LIMIT) return { refusal: refuse(400, "Too many values in a server action call") };
      if (value[0] !== "$" || value[1] === "$" || SAFE_TOKENS.has(value) || DATE_TOKEN.test(value)) continue;
      // A FormData is always a whole argument (the upload's form, or a form action's form).
      const form = FORM_TOKEN.exec(value);
      if (form && formData && node.parent?.parent === null && Array.isArray(root)) {
        formRefs.push(form[1]);
        continue;
      }
      if (promise && PROMISE_TOKEN.test(value)) continue;
      const reference = REFERENCE_TOKEN.exec(value);
      if (reference && referencesAllowed && ++references <= MAX_REFERENCES && referenceIsSafe(root, reference[1].slice(1).split(":"), node)) continue;
      return { refusal: refuse(400, "Unsupported value in a server action call") };
    }
    if (value === null || typeof value !== "object") continue;
    if (Array.isArray(value)) {
      // Arrays directly inside arrays share one count; an object starts afresh (as React counts).
      const shared = context ?? { count: 0 };
      if ((shared.count += value.length + 1) > ARRAY_SLOT_LIMIT) return { refusal: refuse(400, "Too many values in a server action call") };
      for (const item of value) stack.push({ value: item, parent: node, context: shared });
    } else {
      for (const key of Object.keys(value)) stack.push({ value: /** @type {Record<string, unknown>} */ (value)[key], parent: node, context: null });
    }
  }
  return { refusal: null, value: root, formRefs };
}

/**
 * A `$0:a:b` reference is what React's client writes for an object it has already written: it must name
 * a plain object inside the same model (not an array, a string or a token), not one that contains the
 * reference itself (a cycle), small and free of references itself.
 * @param {unknown} root
 * @param {string[]} path
 * @param {{ parent: unknown }} at
 */
function referenceIsSafe(root, path, at) {
  let target = root;
  for (const key of path) {
    if (key === "__proto__" || target === null || typeof target !== "object" || !Object.hasOwn(target, key)) return false;
    target = /** @type {Record<string, unknown>} */ (target)[key];
  }
  if (target === null || typeof target !== "object" || Array.isArray(target)) return false;
  for (let up = /** @type {any} */ (at).parent; up; up = up.parent) if (up.value === target) return false;
  const pending = [target];
  let seen = 0;
  while (pending.length > 0) {
    const v = pending.pop();
    if (++seen > MAX_REFERENCED_VALUES) return false;
    if (typeof v === "string" && REFERENCE_TOKEN.test(v)) return false;
    if (v !== null && typeof v === "object") pending.push(...Object.values(v));
  }
  return true;
}

const isPlainObject = (/** @type {unknown} */ v) => v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * The arguments as a whole. A `<form action>` (`takesForm`) gets `[state, form]` and nothing else (it
 * reads the form's fields); every other action `(input, options?)` with options an object.
 * @param {unknown} args
 * @param {boolean} takesForm
 * @returns {Refusal | null}
 */
export function refuseArguments(args, takesForm) {
  if (!Array.isArray(args) || args.length > ACTION_MAX_ARGS) return refuse(400, MALFORMED);
  if (takesForm) {
    const [state, form] = args;
    return args.length === 2 && (state === null || isPlainObject(state)) && typeof form === "string" && FORM_TOKEN.test(form)
      ? null
      : refuse(400, "This action takes a form");
  }
  const options = args[1];
  if (args.length < 2 || options === "$undefined") return null;
  // lib/action.ts reads `options.idempotencyKey`, which our forms set to a string (not a token).
  const key = isPlainObject(options) ? /** @type {Record<string, unknown>} */ (options).idempotencyKey : null;
  return key === undefined || key === "$undefined" || (typeof key === "string" && (key[0] !== "$" || key[1] === "$")) ? null : refuse(400, MALFORMED);
}

/**
 * A call's text/plain body.
 * @param {string} text
 * @param {boolean} takesForm
 * @returns {Refusal | null}
 */
export function refuseTextCall(text, takesForm) {
  const model = inspectModel(text);
  return model.refusal ?? refuseArguments(model.value, takesForm);
}

/** @typedef {{ name: string, value: string } | { name: string, file: { encoding?: string } }} Part */

/**
 * A call's multipart body, as its parts: the arguments in part "0", a FormData argument's entries in
 * parts named `_<n>_<field>` for its `$K<n>`, nothing else.
 * @param {Part[]} parts
 * @param {boolean} takesForm
 * @returns {Refusal | null}
 */
export function refuseMultipartCall(parts, takesForm) {
  const roots = parts.filter((p) => p.name === "0");
  const root = roots[0];
  if (roots.length !== 1 || !("value" in root)) return refuse(400, MALFORMED);
  const model = inspectModel(root.value, { formData: true });
  if (model.refusal) return model.refusal;
  const forms = new Set(model.formRefs);
  for (const part of parts) {
    if (part === root) continue;
    const entry = FORM_ENTRY.exec(part.name);
    if (!entry || !forms.has(entry[1])) return refuse(400, MALFORMED);
    // React refuses base64 file parts (a browser never sends them).
    if ("file" in part && (part.file.encoding ?? "").toLowerCase() === "base64") return refuse(400, MALFORMED);
  }
  return refuseArguments(model.value, takesForm);
}

/**
 * A form post (no Next-Action header), as its entries. Without `$ACTION_` fields it is no action call and
 * passes; with them, each named action must exist, its bound arguments must be a safe model, and a
 * `<form action>` must carry the state React binds to it.
 * @param {[string, string | object][]} entries
 * @param {ActionTable} actions
 * @returns {Refusal | null}
 */
export function refuseFormPost(entries, actions) {
  /** @type {Map<string, (string | object)[]>} */
  const fields = new Map();
  for (const [name, value] of entries) fields.set(name, [...(fields.get(name) ?? []), value]);
  const text = (/** @type {string} */ name) => {
    const values = fields.get(name) ?? [];
    return values.length === 1 && typeof values[0] === "string" ? values[0] : null;
  };
  let refs = 0;
  for (const name of fields.keys()) {
    if (!name.startsWith("$ACTION_")) continue;
    if (name.startsWith("$ACTION_ID_")) {
      const id = name.slice("$ACTION_ID_".length);
      if (!ACTION_ID.test(id) || !actions.known(id)) return refuse(404, "Server action not found");
      // A form action called this way would get the form as its state and no form.
      if (actions.takesForm(id)) return refuse(400, "This action takes a form");
    } else if (name.startsWith("$ACTION_REF_")) {
      if (++refs > 2) return refuse(400, MALFORMED);
      const prefix = `$ACTION_${name.slice("$ACTION_REF_".length)}:`;
      const refusal = refuseBoundAction(text(`${prefix}0`), (n) => text(`${prefix}${n}`), actions);
      if (refusal) return refusal;
    }
  }
  return null;
}

/**
 * `$ACTION_n:0` = `{"id":…,"bound":"$@1"|null}` and the bound arguments it points at.
 * @param {string | null} metadata
 * @param {(part: string) => string | null} part
 * @param {ActionTable} actions
 * @returns {Refusal | null}
 */
function refuseBoundAction(metadata, part, actions) {
  if (metadata === null) return refuse(400, MALFORMED);
  const model = inspectModel(metadata, { references: false, promise: true });
  if (model.refusal) return model.refusal;
  const value = /** @type {Record<string, unknown>} */ (model.value);
  if (!isPlainObject(value) || Object.keys(value).some((k) => k !== "id" && k !== "bound")) return refuse(400, MALFORMED);
  const { id, bound } = value;
  if (typeof id !== "string" || !ACTION_ID.test(id) || !actions.known(id)) return refuse(404, "Server action not found");
  const takesForm = actions.takesForm(id);
  if (bound === null || bound === undefined) return takesForm ? refuse(400, "This action takes a form") : null;
  const promise = typeof bound === "string" ? PROMISE_TOKEN.exec(bound) : null;
  const boundText = promise ? part(String(parseInt(promise[1], 16))) : null;
  if (boundText === null) return refuse(400, MALFORMED);
  const args = inspectModel(boundText, { references: false });
  if (args.refusal) return args.refusal;
  // React appends the form's data to the bound arguments: a form action binds its state, nothing else.
  const list = args.value;
  if (!Array.isArray(list) || list.length > ACTION_MAX_ARGS - 1) return refuse(400, MALFORMED);
  if (takesForm && (list.length !== 1 || !(list[0] === null || isPlainObject(list[0])))) return refuse(400, "This action takes a form");
  return null;
}
