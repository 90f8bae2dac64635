import { z } from "zod";
import { STAGES, TYPES } from "@/lib/projects/schemas";
import { endpoint } from "@/lib/api/registry/endpoint";
import { money } from "@/lib/api/registry/wire";

const employeeOnly = <T extends z.ZodType>(schema: T) => schema.optional().meta({ description: "Employees only" });

const statsSchema = z.object({
  committedAvailableCount: z.number().int(),
  committedAvailableValue: money,
  committedReservedByMeCount: z.number().int(),
  committedReservedByMeValue: money,
  deployedOwnedCount: z.number().int(),
  deployedOwnedValue: money,
  committedReservedByMeItc: money.meta({ description: "Estimated §30C credit of the caller's approved reservations among them (an estimate, not tax advice)" }),
  deployedOwnedItc: money.meta({ description: "Estimated §30C credit of the caller's deployed projects" }),
  byStage: z.array(z.object({ stage: z.enum(STAGES), count: z.number().int(), value: money })),
  byType: z.array(z.object({ type: z.enum(TYPES), count: z.number().int(), value: money, chargers: z.number().int() })),
  totalProjects: employeeOnly(z.number().int()),
  totalValue: employeeOnly(money),
  committedCount: employeeOnly(z.number().int()),
  deployedCount: employeeOnly(z.number().int()),
});

export const dashboardEndpoints = {
  stats: endpoint({
    method: "GET",
    path: "/api/dashboard/stats",
    tag: "dashboard",
    summary: "Dashboard cards and panels",
    description: "An investor's figures cover shared projects only.",
    permission: "projects.read",
    response: { description: "The caller's figures", schema: statsSchema },
  }),
};
