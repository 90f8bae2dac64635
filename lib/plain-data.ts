// What a server read looks like once it has travelled as JSON (Dates as ISO text), so that a page's props
// and an action's result have the same shape as the route twin's answer, and an idempotent action's
// replay (stored as JSON) is indistinguishable from its first answer.
export type Plain<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Plain<U>[]
    : T extends object
      ? { [K in keyof T]: Plain<T[K]> }
      : T;

export function plainData<T>(value: T): Plain<T> {
  return JSON.parse(JSON.stringify(value)) as Plain<T>;
}
