/** A server type as the browser receives it over JSON: every Date (however deep) becomes ISO text. */
export type Wire<T> = T extends Date ? string : T extends (infer U)[] ? Wire<U>[] : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;
