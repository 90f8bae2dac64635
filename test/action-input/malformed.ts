// Malformed server-action calls, as a probe sends them (issue 30 §4): nested past the cap at many depths,
// React's own tokens, random bytes, truncated JSON, wrong headers, wrong shapes, huge and empty bodies.
// Deterministic (a seeded random source); ./calls.ts writes them.
import { ACTION_BODY_LIMIT } from "../../lib/action-guard/headers.mjs";
import { encodeReply, FORM_ACTION, INPUT_ACTION, multipart, multipartBody, nested, noScriptLogin, random, text, TEXT, type Call, type Part } from "./calls";

/** A text call's bodies and every shorter prefix of them: truncated JSON. */
export async function truncatedTexts(): Promise<Call[]> {
  const out: Call[] = [];
  const samples = [
    [{ client: "Acme", chargers: 2, tags: ["a", "b"] }, { idempotencyKey: "0d3c9a4e" }],
    [{ when: new Date(0), note: "$x", gone: undefined }],
    [{ deep: nested(12) }, {}],
    ["cm0abc123"],
    [{ a: [1, 2, [3, 4, { b: "c" }]] }, { idempotencyKey: "k" }],
  ];
  for (const args of samples) {
    const body: string = await encodeReply(args);
    for (let cut = 0; cut < body.length; cut++) out.push(text(`"${body}" cut at ${cut}`, body.slice(0, cut), INPUT_ACTION, 400));
  }
  return out;
}

const repeatDepth = (open: string, leaf: string, close: string, depth: number) => open.repeat(depth) + leaf + close.repeat(depth);

/** Arguments nested past the cap: every shape at many depths up to 100,000, in every kind of body. */
export function deepCalls(rand: () => number): Call[] {
  const fixed = [401, 402, 403, 410, 450, 500, 600, 800, 1_000, 1_500, 2_000, 3_000, 4_000, 5_000, 6_000, 8_000, 10_000, 15_000, 20_000, 30_000, 50_000, 75_000, 100_000];
  const depths = [...fixed, ...Array.from({ length: 200 }, () => 401 + Math.floor(rand() ** 2 * 99_600))];
  const out: Call[] = [];
  for (const d of depths) {
    out.push(text(`arrays ${d} deep`, repeatDepth("[", "", "]", d), INPUT_ACTION, 400));
    out.push(text(`objects ${d} deep`, `[${repeatDepth('{"a":', "1", "}", d)}]`, INPUT_ACTION, 400));
    out.push(text(`arrays and objects ${d} deep`, `[${repeatDepth('{"k":[', "0", "]}", Math.ceil(d / 2))}]`, INPUT_ACTION, 400));
    out.push(text(`${d} brackets never closed`, "[".repeat(d), INPUT_ACTION, 400));
    out.push(text(`options ${d} deep`, `[{},${repeatDepth('{"a":', "1", "}", d)}]`, INPUT_ACTION, 400));
  }
  for (const d of depths.filter((_, i) => i % 4 === 0)) {
    out.push(multipart(`a multipart call ${d} deep`, [{ name: "0", value: `[${repeatDepth("[", "", "]", d)},{}]` }], INPUT_ACTION, 400));
    out.push(multipart(`a form call ${d} deep in its state`, [{ name: "_1_username", value: "ada" }, { name: "0", value: `[${repeatDepth('{"a":', "1", "}", d)},"$K1"]` }], FORM_ACTION, 400));
    const login = noScriptLogin();
    login[2] = { name: "$ACTION_1:1", value: `[${repeatDepth("[", "", "]", d)}]` };
    out.push(multipart(`a form post's bound state ${d} deep`, login, null, 400));
    login[2] = { name: "$ACTION_1:1", value: "[null]" };
    login[1] = { name: "$ACTION_1:0", value: `{"id":"${FORM_ACTION}","bound":"$@1","x":${repeatDepth("[", "", "]", d)}}` };
    out.push(multipart(`a form post's action reference ${d} deep`, login, null, 400));
  }
  return out;
}

/** React's own tokens, which our clients never send where they would break the decoder. */
const TOKENS = [
  "$B1", "$B0", "$Bzz", "$n1e400", "$n123", "$n", "$n-1", "$Q1", "$W1", "$K1", "$K", "$Kzz", "$@1", "$@0", "$h1", "$T", "$R1", "$r1",
  "$X1", "$x1", "$i1", "$A1", "$O1", "$o1", "$U1", "$S1", "$s1", "$L1", "$l1", "$G1", "$g1", "$M1", "$m1", "$V1", "$1", "$2", "$a",
  "$0", "$0:", "$0:0", "$0:zz:yy", "$Z", "$E", "$F1", "$Y", "$", "$H", "$-", "$-1", "$D", "$Dgarbage", "$D2026-01-01", "$Ix",
  "$NaNx", "$undefinedx", "$u", "$N", "$I", "$Infinityx", "$1:0", "$ff:a",
];
export function tokenCalls(): Call[] {
  const out: Call[] = [];
  for (const t of TOKENS) {
    const s = JSON.stringify(t);
    out.push(text(`${t} as the input`, `[${s}]`, INPUT_ACTION, 400));
    out.push(text(`${t} inside the input`, `[{"a":${s}},{}]`, INPUT_ACTION, 400));
    out.push(text(`${t} in a nested array`, `[[[${s}]]]`, INPUT_ACTION, 400));
    out.push(text(`${t} in the options`, `[{},{"idempotencyKey":${s}}]`, INPUT_ACTION, 400));
    out.push(text(`${t} as a form action's form`, `[null,${s}]`, FORM_ACTION, 400));
    out.push(multipart(`${t} in a multipart call`, [{ name: "0", value: `[{"x":${s}},{}]` }], INPUT_ACTION, 400));
    const login = noScriptLogin();
    login[2] = { name: "$ACTION_1:1", value: `[${s}]` };
    out.push(multipart(`${t} in a form post's bound state`, login, null, 400));
  }
  return out;
}

/** Random bytes as a call's body. */
export function randomBodies(rand: () => number): Call[] {
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(rand() * 256)));
  const out: Call[] = [];
  for (let i = 0; i < 500; i++) out.push(text(`random bytes #${i}`, bytes(1 + Math.floor(rand() * 3000)), i % 3 ? INPUT_ACTION : FORM_ACTION, 400));
  for (let i = 0; i < 200; i++) {
    out.push({ ...multipart(`random multipart bytes #${i}`, [], i % 2 ? INPUT_ACTION : FORM_ACTION, 400), body: bytes(1 + Math.floor(rand() * 3000)) });
  }
  return out;
}

/** Headers that are wrong before any body is read. */
export function headerCalls(port: number): Call[] {
  const out: Call[] = [];
  const here = `http://127.0.0.1:${port}`;
  const bodies = [
    text("a valid call", '[{"a":1},{}]'),
    multipart("the login form", [{ name: "_1_username", value: "ada" }, { name: "0", value: '[null,"$K1"]' }], FORM_ACTION),
    multipart("the login form before JavaScript", noScriptLogin(), null),
  ];
  const foreign = [
    "https://evil.test", "http://evil.test", "null", `https://127.0.0.1:${port}`, `http://127.0.0.1:${port + 1}`, `http://localhost:${port}`,
    "http://127.0.0.1", "javascript:alert(1)", "file:///etc/passwd", `http://127.0.0.1:${port}.evil.test`, "garbage", `http://[::1]:${port}`,
    `ws://127.0.0.1:${port}`,
  ];
  for (const b of bodies) {
    for (const origin of foreign) {
      out.push({ ...b, label: `${b.label} from ${origin}`, headers: { ...b.headers, origin }, status: 403 });
      out.push({ ...b, label: `${b.label} referred by ${origin}/page`, headers: { ...b.headers, referer: `${origin}/page` }, status: 403 });
    }
    for (const declare of [ACTION_BODY_LIMIT + 1, 20 * 1024 * 1024, 1e12]) {
      out.push({ ...b, label: `${b.label} declaring ${declare} bytes`, headers: { ...b.headers, origin: here }, body: undefined, declare, status: 413 });
    }
  }
  const types = ["application/json", "application/x-www-form-urlencoded", "text/html", "application/octet-stream", "", "text/plainx", "textplain", "multipart/mixed; boundary=x", "image/png", "application/xml", "text/x-component", "*/*"];
  for (const type of types) {
    for (const [name, body] of [["a valid body", '[{"a":1},{}]'], ["a deep body", "[".repeat(5000)], ["no body", ""]] as const) {
      for (const action of [INPUT_ACTION, FORM_ACTION]) {
        const headers: Record<string, string> = { "next-action": action };
        if (type) headers["content-type"] = type;
        out.push({ label: `${name} as ${type || "no type"}`, headers, body: Buffer.from(body), status: 415 });
      }
    }
  }
  const boundaries = ["multipart/form-data", "multipart/form-data;", "multipart/form-data; boundary=", "multipart/form-data; charset=utf-8", `multipart/form-data; boundary=${"x".repeat(71)}`];
  for (const type of boundaries) {
    for (const action of [INPUT_ACTION, FORM_ACTION]) {
      out.push({ label: `a form as ${type}`, headers: { "next-action": action, "content-type": type }, body: multipartBody([{ name: "0", value: "[]" }]), status: 400 });
    }
  }
  for (const method of ["GET", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
    for (const path of ["/dashboard", "/login", "/"]) out.push({ label: `${method} ${path} with Next-Action`, method, path, headers: { "next-action": INPUT_ACTION }, status: 405 });
  }
  const ids = ["", "x", "7f", "0".repeat(42), `7f${"c".repeat(40)}`, INPUT_ACTION.toUpperCase(), `${INPUT_ACTION}0`, INPUT_ACTION.slice(1), "toString", "__proto__", "constructor", "hasOwnProperty", "../../etc", `${INPUT_ACTION}, ${INPUT_ACTION}`];
  const rand = random(7);
  for (let i = 0; i < 20; i++) ids.push(Array.from({ length: 42 }, () => "0123456789abcdef"[Math.floor(rand() * 16)]).join(""));
  for (const id of ids) {
    out.push({ label: `action id "${id}"`, headers: { "next-action": id, "content-type": TEXT }, body: Buffer.from("[{}]"), status: 404 });
    out.push({ ...multipart(`action id "${id}" in a form call`, [{ name: "0", value: "[{}]" }]), headers: { ...multipart("", []).headers, "next-action": id }, status: 404 });
    if (id) out.push(multipart(`action id "${id}" in a form post`, [{ name: `$ACTION_ID_${id}`, value: "" }], null, 404));
  }
  return out;
}

/** Calls whose arguments have the wrong shape for their action. */
export function shapeCalls(): Call[] {
  const out: Call[] = [];
  for (const args of ["[null,{}]", "[null,5]", "[null,null]", "[null]", "[]", '[null,"abc"]', '[null,[[1,"x"]]]', "[{},{}]", '[null,{"username":"a"}]', '[null,"$undefined"]']) {
    out.push(text(`a form action given ${args}`, args, FORM_ACTION, 400));
  }
  for (const root of ["[null]", '["$K1"]', '[null,"$K1",1]', '[5,"$K1"]', '[[],"$K1"]', '["s","$K1"]', "[null,{}]", '["$K1",null]']) {
    out.push(multipart(`a form action given ${root}`, [{ name: "_1_username", value: "ada" }, { name: "0", value: root }], FORM_ACTION, 400));
  }
  for (const root of ["{}", '"s"', "5", "null", "true", "[1,2,3]", "[{},null]", "[{},5]", '[{},"s"]', "[{},[]]", "[{},true]", '[{},"$K1"]']) {
    out.push(text(`an action given ${root}`, root, INPUT_ACTION, 400));
  }
  const k = { name: "_1_a", value: "1" };
  const structures: [string, Part[]][] = [
    ["no part 0", [k]],
    ["part 0 twice", [{ name: "0", value: '["$K1"]' }, k, { name: "0", value: '["$K1"]' }]],
    ["part 0 as a file", [k, { name: "0", value: '["$K1"]', filename: "0.json" }]],
    ["a model part 1", [{ name: "1", value: "[]" }, { name: "0", value: '["$1"]' }]],
    ["a stream part", [{ name: "S1", value: "C" }, { name: "0", value: "[{}]" }]],
    ["an entry nothing refers to", [{ name: "_2_x", value: "1" }, { name: "0", value: "[{}]" }]],
    ["a base64 file", [{ name: "_1_f", value: "JVBERg==", filename: "f.pdf", extra: "Content-Transfer-Encoding: base64\r\n" }, { name: "0", value: '["$K1"]' }]],
    ["a nameless part", [{ name: "", value: "x" }, { name: "0", value: "[{}]" }]],
    ["an entry whose form is not referred to", [k, { name: "0", value: "[{}]" }]],
    ["an empty part 0", [{ name: "0", value: "" }]],
  ];
  for (const [label, parts] of structures) for (const action of [INPUT_ACTION, FORM_ACTION]) out.push(multipart(`a multipart call with ${label}`, parts, action, 400));
  const ref = (n: number) => ({ name: `$ACTION_REF_${n}`, value: "" });
  const meta = (value: string, n = 1) => ({ name: `$ACTION_${n}:0`, value });
  const posts: [string, Part[]][] = [
    ["an unknown action id", [{ name: `$ACTION_ID_${"0".repeat(42)}`, value: "" }]],
    ["a form action without its state", [{ name: `$ACTION_ID_${FORM_ACTION}`, value: "" }, { name: "username", value: "a" }]],
    ["a reference without its action", [ref(1)]],
    ["an empty action reference", [ref(1), meta("")]],
    ["a broken action reference", [ref(1), meta("{")]],
    ["an action reference that is an array", [ref(1), meta("[]")]],
    ["an action reference that is a number", [ref(1), meta("5")]],
    ["an unknown referenced action", [ref(1), meta(`{"id":"${"0".repeat(42)}","bound":null}`)]],
    ["bound arguments that are missing", [ref(1), meta(`{"id":"${INPUT_ACTION}","bound":"$@1"}`)]],
    ["bound arguments under a bad id", [ref(1), meta(`{"id":"${INPUT_ACTION}","bound":"$@zz"}`), { name: "$ACTION_1:1", value: "[]" }]],
    ["bound arguments that are a number", [ref(1), meta(`{"id":"${INPUT_ACTION}","bound":5}`)]],
    ["bound arguments inline", [ref(1), meta(`{"id":"${INPUT_ACTION}","bound":[]}`)]],
    ["an extra key", [ref(1), meta(`{"id":"${INPUT_ACTION}","bound":null,"x":1}`)]],
    ["the reference twice", [ref(1), meta(`{"id":"${INPUT_ACTION}","bound":null}`), meta(`{"id":"${INPUT_ACTION}","bound":null}`)]],
    ["three action references", [ref(1), ref(2), ref(3), meta(`{"id":"${INPUT_ACTION}","bound":null}`, 1), meta(`{"id":"${INPUT_ACTION}","bound":null}`, 2), meta(`{"id":"${INPUT_ACTION}","bound":null}`, 3)]],
    ["bound arguments that are an object", [ref(1), meta(`{"id":"${INPUT_ACTION}","bound":"$@1"}`), { name: "$ACTION_1:1", value: "{}" }]],
    ["too many bound arguments", [ref(1), meta(`{"id":"${INPUT_ACTION}","bound":"$@1"}`), { name: "$ACTION_1:1", value: "[1,2]" }]],
    ["a form action with no state", [ref(1), meta(`{"id":"${FORM_ACTION}","bound":null}`)]],
    ["a form action with an empty state list", [ref(1), meta(`{"id":"${FORM_ACTION}","bound":"$@1"}`), { name: "$ACTION_1:1", value: "[]" }]],
    ["a form action with two states", [ref(1), meta(`{"id":"${FORM_ACTION}","bound":"$@1"}`), { name: "$ACTION_1:1", value: "[null,null]" }]],
    ["a form action with a number for a state", [ref(1), meta(`{"id":"${FORM_ACTION}","bound":"$@1"}`), { name: "$ACTION_1:1", value: "[5]" }]],
    ["a reference in the bound state", [ref(1), meta(`{"id":"${FORM_ACTION}","bound":"$@1"}`), { name: "$ACTION_1:1", value: '[{"a":{},"b":"$0:0:a"}]' }]],
    ["a reference in the action reference", [ref(1), meta(`{"id":"${INPUT_ACTION}","bound":"$0:id"}`)]],
  ];
  for (const [label, parts] of posts) out.push(multipart(`a form post with ${label}`, [...parts, { name: "username", value: "ada" }], null, label === "an unknown action id" || label === "an unknown referenced action" ? 404 : 400));
  const refs: [string, string][] = [
    ["to an array", '[{"x":[1],"y":"$0:0:x"}]'],
    ["to the arguments", '[{"y":"$0"}]'],
    ["to its own object", '[{"y":"$0:0"}]'],
    ["to a string", '[{"x":"s","y":"$0:0:x"}]'],
    ["through __proto__", '[{"__proto__":{"a":{}},"y":"$0:0:__proto__:a"}]'],
    ["to nothing", '[{"y":"$0:0:zz"}]'],
    ["past the end", '[{"x":{},"y":"$0:1:x"}]'],
    ["seventeen times", `[{"x":{},"y":[${Array(17).fill('"$0:0:x"').join(",")}]}]`],
    ["to a large object", `[{"x":{${Array.from({ length: 1001 }, (_, i) => `"k${i}":${i}`).join(",")}},"y":"$0:0:x"}]`],
    ["to an object holding a reference", '[{"a":{},"x":{"r":"$0:0:a"},"y":"$0:0:x"}]'],
    ["to another model", '[{"y":"$1:a"}]'],
    ["in a form's state", '[{"a":{},"b":"$0:0:a","c":"$0:0"},"$undefined"]'],
  ];
  for (const [label, args] of refs) out.push(text(`a reference ${label}`, args, INPUT_ACTION, 400));
  return out;
}

/** Values React refuses to count past (array slots, strings included), as the guard must refuse them first. */
export function hugeCalls(): Call[] {
  return [
    text("a 1,000,001-character string argument", `["${"x".repeat(1_000_001)}"]`, INPUT_ACTION, 400),
    text("two 600,000-character strings in nested arrays", `[["${"x".repeat(600_000)}","${"y".repeat(600_000)}"]]`, INPUT_ACTION, 400),
    text("600,000 strings in one array", `[${JSON.stringify(Array(600_000).fill("ab"))}]`, INPUT_ACTION, 400),
    text("1,000,000 numbers in one array", `[[${Array(1_000_000).fill(0).join(",")}]]`, INPUT_ACTION, 400),
    multipart("a 1,000,001-character string in a multipart call", [{ name: "0", value: `["${"x".repeat(1_000_001)}"]` }], INPUT_ACTION, 400),
  ];
}

/** Empty calls of every kind. */
export function emptyCalls(): Call[] {
  return [
    text("an empty text call", ""),
    text("an empty text call to a form action", "", FORM_ACTION),
    text("whitespace", " \r\n\t "),
    { ...multipart("an empty multipart call", []), status: 400 },
    { ...multipart("an empty multipart call to a form action", [], FORM_ACTION), status: 400 },
    { ...multipart("a multipart call with no bytes", []), body: Buffer.alloc(0) },
    { ...multipart("a form post with no bytes", [], null), body: Buffer.alloc(0) },
    { label: "a text call with no body", headers: { "next-action": INPUT_ACTION, "content-type": TEXT } },
  ].map((c) => ({ ...c, status: 400 }));
}

/** Oversized bodies sent without declaring their size. */
export function streamedCalls(): Call[] {
  return [
    { ...text("12 MB streamed as text", ""), body: undefined, stream: 12 * 1024 * 1024, status: 413 },
    { ...multipart("12 MB streamed as a form post", [], null), body: undefined, stream: 12 * 1024 * 1024, status: 413 },
  ];
}

