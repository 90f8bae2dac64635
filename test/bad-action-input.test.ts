/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["react-server", "node", "node-addons"]}
 */
// The malformed-input tests for the server-action endpoint (issue 30 §4; test/bad-input.int.test.ts does
// the routes). Over HTTP, through the guard scripts/server.mjs puts in front of Next (lib/action-guard),
// with Next's own decoding behind it (./action-input/next-stand-in.ts: React's decoders called as Next
// calls them, answering 500 whenever they or the action throw):
// - more than 3,000 malformed calls are each a 4xx JSON answer with an `error` string, refused before
//   any decoding;
// - the calls our clients make, written by React's own encodeReply, reach their action decoded;
// - random edits of those never make anything answer 500.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { actionTable, createActionGuard } from "@/lib/action-guard/node.mjs";
import { ACTION_BODY_LIMIT } from "@/lib/action-guard/headers.mjs";
import { nextStandIn } from "@/test/action-input/next-stand-in";
import { refusal, sendAll, type Target } from "@/test/action-input/send";
import { MANIFEST, mutations, random, validCalls } from "@/test/action-input/calls";
import { deepCalls, emptyCalls, headerCalls, hugeCalls, randomBodies, shapeCalls, streamedCalls, tokenCalls, truncatedTexts } from "@/test/action-input/malformed";

let server: http.Server;
let port: number;
let target: Target;
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

beforeAll(async () => {
  const guard = createActionGuard({ actions: actionTable(MANIFEST), trustProxy: false, limit: ACTION_BODY_LIMIT });
  server = http.createServer((req, res) => {
    guard(req, res)
      .then((answered) => (answered ? undefined : nextStandIn(req, res, ACTION_BODY_LIMIT)))
      .catch((err) => {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: `the guard threw: ${err?.message}` }));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  target = { host: "127.0.0.1", port, agent };
});
afterAll(async () => {
  agent.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("server-action calls", () => {
  it("answers every one of more than 3,000 malformed calls with a 4xx JSON error, before decoding", async () => {
    const rand = random(30);
    const calls = [
      ...deepCalls(rand),
      ...tokenCalls(),
      ...randomBodies(rand),
      ...(await truncatedTexts()),
      ...headerCalls(port),
      ...shapeCalls(),
      ...hugeCalls(),
      ...emptyCalls(),
      ...streamedCalls(),
    ];
    expect(calls.length).toBeGreaterThanOrEqual(3000);
    const failures = await sendAll(target, calls, refusal);
    expect(failures).toEqual([]);
  }, 240_000);

  it("lets the calls our clients make through, decoded as they were sent", async () => {
    const calls = await validCalls();
    const results: Record<string, unknown> = {};
    const failures = await sendAll(target, calls, (call, answer) => {
      if (answer.status !== 200) return `expected 200, got ${answer.status} ${answer.text.slice(0, 300)}`;
      results[call.label] = JSON.parse(answer.text).result;
      return null;
    });
    expect(failures).toEqual([]);
    expect(results["an input and its idempotency key"]).toMatchObject({ input: { client: "Acme $ Fleet", note: "$starts with a dollar", when: "2026-03-01T09:30:00.000Z" }, key: expect.any(String) });
    expect(results["one object twice (React writes a reference)"]).toMatchObject({ input: { before: { chargers: 2 }, after: { chargers: 2 } } });
    expect(results["the login form after JavaScript (no state yet)"]).toEqual({ username: "ada" });
    expect(results["the login form before JavaScript"]).toEqual({ username: "ada" });
    expect(results["the login form before JavaScript, after a refusal"]).toEqual({ username: "ada" });
    expect(results["a form post that names no action"]).toBe("page");
  }, 60_000);

  it("never answers 500 to edits of those calls, whether it refuses them or not", async () => {
    const calls = mutations(await validCalls(), random(4), 1500);
    const failures = await sendAll(target, calls, (call, answer) => (answer.status >= 500 ? `${answer.status} ${answer.text.slice(0, 300)}` : answer.status >= 400 ? refusal(call, answer) : null));
    expect(failures).toEqual([]);
  }, 120_000);
});
