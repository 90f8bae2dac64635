// Issue 22 §4 and §3: the tax pack's downloads, "Verify a pack" and the recapture window.
import type { AccessRow, ActionRow } from "@/test/access/types";
import { GET as pdf } from "@/app/api/tax-pack/route";
import { GET as zip } from "@/app/api/tax-pack/zip/route";
import { verifyTaxPackAction } from "@/actions/tax-pack/verify-tax-pack";
import { setRecaptureYearsAction } from "@/actions/itc/set-recapture-years";
import { minimalPdf } from "@/lib/storage/test-files";

// An investor downloads their own pack (another's does not exist for them); an employee names the
// investor, and without one there is nobody's pack to give (404).
const OWN = { permission: "signed-in", overrides: { employee: 404 } } as const;
const NAMED = { permission: "signed-in", overrides: { otherExternal: 404 } } as const;

export const taxPackRows: AccessRow[] = [
  { name: "GET /api/tax-pack", handler: pdf, ...OWN },
  { name: "GET /api/tax-pack?investor=", handler: pdf, setup: async (cast) => ({ url: `/api/tax-pack?year=2026&investor=${cast.external.id}` }), ...NAMED },
  { name: "GET /api/tax-pack/zip", handler: zip, ...OWN },
  { name: "GET /api/tax-pack/zip?investor=", handler: zip, setup: async (cast) => ({ url: `/api/tax-pack/zip?year=2026&investor=${cast.external.id}` }), ...NAMED },
];

function packForm(): FormData {
  const form = new FormData();
  form.set("pack", new File([new Uint8Array(minimalPdf())], "pack.pdf", { type: "application/pdf" }));
  return form;
}

export const taxPackActionRows: ActionRow[] = [
  { name: "verifyTaxPackAction", action: verifyTaxPackAction, input: async () => packForm(), permission: "service-hours.review" },
  { name: "setRecaptureYearsAction", action: setRecaptureYearsAction, input: async () => ({ years: 3 }), permission: "projects.write" },
];
