// The pipeline board's figures in the scale run (issue 21 §5): the board's whole HTML, and a move through
// the board's own server action (the stage-change service and its audit row; the action answers with the
// card alone, and the board reads itself again afterwards, outside the move), each within 3× the session
// check.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Client } from "./processes";

export const BOARD_TARGET = 3;

export const BOARD_PAGES = [
  { name: "pipeline board HTML (employee)", path: "/pipeline" },
  { name: "pipeline board HTML, Idle only + search", path: `/pipeline?idle=1&search=Nakatomi` },
];

/** The id Next gave moveProjectAction in this build (the header a browser sends to call it). */
function moveActionId(distDir: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "server", "server-reference-manifest.json"), "utf8")) as { node: Record<string, unknown> };
  const id = Object.entries(manifest.node).find(([, entry]) => /moveProjectAction/.test(JSON.stringify(entry)))?.[0];
  if (!id) throw new Error("moveProjectAction is not in the build's server-reference manifest");
  return id;
}

/**
 * A task that moves one Pipeline project to Best Case and back, one move per call, as the board does:
 * POST to /pipeline with the action's id, the target and the stage the board showed.
 */
export async function moveTask(client: Client, cookie: string, distDir: string, port: number): Promise<() => Promise<void>> {
  const list = await client.request("GET", "/api/projects?stage=Pipeline&page=1&pageSize=1", { cookie });
  const body = JSON.parse(list.body.toString()) as { id: string }[] | { rows: { id: string }[] };
  const project = (Array.isArray(body) ? body : body.rows)[0];
  if (!project) throw new Error("no Pipeline project to move");
  const actionId = moveActionId(distDir);
  let stage = "Pipeline";
  return async () => {
    const to = stage === "Pipeline" ? "Best Case" : "Pipeline";
    const payload = JSON.stringify([{ id: project.id, stage: to, expectedStage: stage }, { idempotencyKey: crypto.randomUUID() }]);
    const headers = { cookie, "next-action": actionId, accept: "text/x-component", "content-type": "text/plain;charset=UTF-8", origin: `http://127.0.0.1:${port}` };
    const r = await client.request("POST", "/pipeline", headers, Buffer.from(payload));
    if (r.status !== 200 || !r.body.toString().includes('"ok":true')) throw new Error(`the move answered ${r.status}: ${r.body.toString().slice(0, 300)}`);
    stage = to;
  };
}
