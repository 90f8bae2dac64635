// Projects as the browser receives them (GET /api/projects), for component tests: one numbered maker
// and the one project the dialog and edit-page tests open.
import type { ProjectItem } from "@/components/shared/project-item";
import type { Project } from "@/components/projects/project-dialog/project-api";

const NO_ITC = {
  placedInServiceDate: null,
  censusTract: null,
  tractEligible: null,
  tractEligibilitySource: null,
  prevailingWageMet: null,
  itcEstimate: null,
  recaptureEndsOn: null,
} as const;

const STAGES = ["Pipeline", "Best Case", "Committed", "Contracted", "Deployed"] as const;

export function projectItem(n: number, patch: Partial<ProjectItem> = {}): ProjectItem {
  return {
    id: `p-${n}`,
    deploymentQuarter: "Q3'25",
    stage: STAGES[n % STAGES.length],
    client: `Client ${String(n).padStart(2, "0")}`,
    address: `${n} Main St`,
    purpose: "Fleet depot",
    type: n % 2 ? "L2" : "L3",
    numberOfChargers: n,
    numberOfSpaces: n * 2,
    projectCost: `${n * 1000}.50`,
    itcTaxCredit: n % 2 === 0,
    engineeringNotes: null,
    investorSummary: null,
    sharedWithInvestors: true,
    reservedAt: null,
    reservationStatus: null,
    rejectionNotes: null,
    approvedAt: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    reservedByUsername: null,
    isReserved: false,
    reservedByMe: false,
    ownedByMe: false,
    available: false,
    ...NO_ITC,
    ...patch,
  };
}

export const PROJECT: Project = {
  id: "p-1",
  deploymentQuarter: "Q3'25",
  stage: "Pipeline",
  client: "Acme Parking",
  address: "1 Main St, Springfield",
  purpose: "Workplace charging",
  type: "L2",
  numberOfChargers: 12,
  numberOfSpaces: 24,
  projectCost: "250000.00",
  itcTaxCredit: true,
  engineeringNotes: "Transformer upgrade needed",
  investorSummary: "Stable tenant",
  sharedWithInvestors: true,
  createdAt: "2025-04-01T00:00:00.000Z",
  updatedAt: "2025-05-01T00:00:00.000Z",
  reservationStatus: null,
  rejectionNotes: null,
  reservedAt: null,
  reservedByUsername: null,
  approvedAt: null,
  isReserved: false,
  reservedByMe: false,
  ownedByMe: false,
  available: false,
  ...NO_ITC,
};
