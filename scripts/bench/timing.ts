// Latency sampling: every task runs once per round, in a rotating order, so that background load on a
// shared machine falls on all of them alike instead of on whichever ran during a busy spell.
import { performance } from "node:perf_hooks";

export type Summary = { n: number; p50: number; p95: number; mean: number };

export function summarise(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = sorted.reduce((s, x) => s + x, 0) / sorted.length;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), mean };
}

export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

export async function interleave<K extends string>(
  tasks: Record<K, () => Promise<unknown>>,
  { warmup, rounds }: { warmup: number; rounds: number },
): Promise<Record<K, Summary>> {
  const names = Object.keys(tasks) as K[];
  const samples = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<K, number[]>;
  for (let round = -warmup; round < rounds; round++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(Math.abs(round) + k) % names.length];
      const { ms } = await timed(tasks[name]);
      if (round >= 0) samples[name].push(ms);
    }
  }
  return Object.fromEntries(names.map((n) => [n, summarise(samples[n])])) as Record<K, Summary>;
}

/** A judged figure: a p50 and its ratio to what bounds it. */
export type Figure = { name: string; p50: number; p95: number; ratio: number; target: number; pass: boolean };
