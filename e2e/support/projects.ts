// Projects arranged through the API by the bootstrap employee, so journeys start from known data.
import { expect } from "@playwright/test";
import { adminApi, uniqueName } from "./users";

export const PROJECT_DETAILS = {
  deploymentQuarter: "Q3'25",
  stage: "Pipeline",
  address: "100 Harbor Way, Oakland, CA",
  purpose: "Fleet depot charging",
  type: "L3",
  numberOfChargers: 6,
  numberOfSpaces: 12,
  projectCost: "480000.00",
};

/** A new project with a unique client name starting with `prefix`; `extra` overrides any field. */
export async function createProject(baseURL: string, prefix: string, extra: Record<string, unknown> = {}): Promise<{ id: string; client: string }> {
  const api = await adminApi(baseURL);
  const client = uniqueName(prefix);
  const res = await api.post("/api/projects", { data: { ...PROJECT_DETAILS, client, ...extra } });
  expect(res.status()).toBe(201);
  return { id: (await res.json()).id, client };
}
