// Every firm-wide setting: its key, what it may hold and what it is before anyone sets it. Client-safe:
// a screen reads the labels and defaults from here. A new setting is one entry.
import { z } from "zod";
import { SECOND_FACTOR_POLICIES } from "@/lib/second-factor/policy";

// The messages show under a form's field and in an API's 400, so they say what a person should enter.
const DAYS = "Enter a whole number of days from 1 to 3650, or leave it blank for never";
const days = z.number({ error: DAYS }).int(DAYS).min(1, DAYS).max(3650, DAYS);
const YEARS = "Enter a whole number of years from 0 to 30";

export const SETTINGS = {
  // Issue 22 §1: off on a fresh install, so spec 1's reservation behaviour holds until a firm turns it on.
  "reservations.requireReadiness": { label: "Require readiness to reserve", schema: z.boolean(), default: false },
  // Issue 22 §3: the years after placed-in-service during which the §30C credit can be recaptured.
  "itc.recaptureYears": { label: "Recapture window (years)", schema: z.number({ error: YEARS }).int(YEARS).min(0, YEARS).max(30, YEARS), default: 3 },
  // Issue 32 §3: whose accounts must have a second factor; nobody's on a fresh install (the spec's behaviour).
  "security.requireSecondFactor": { label: "Require a second factor", schema: z.enum(SECOND_FACTOR_POLICIES), default: "nobody" },
  // Issue 21 §3: days without activity after which a deal in a stage is idle; null means never.
  "pipeline.idleLimits": {
    label: "Idle limits (days)",
    schema: z.object({ Pipeline: days.nullable(), BestCase: days.nullable(), Committed: days.nullable(), Contracted: days.nullable(), Deployed: days.nullable() }),
    default: { Pipeline: 30, BestCase: 21, Committed: 14, Contracted: 30, Deployed: null },
  },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTINGS)[K]["schema"]>;
export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTINGS, key);
