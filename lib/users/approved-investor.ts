import type { Prisma } from "@/generated/prisma/client";

/** An approved investor account: who an employee may reserve for, who the pickers offer, whose readiness counts. */
export const approvedInvestorWhere = { role: "external", status: "approved" } satisfies Prisma.UserWhereInput;
