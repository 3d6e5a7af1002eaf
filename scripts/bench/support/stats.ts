/** Small statistics for the bench: medians of repetitions, percentiles of samples, interleaving. */

export function median(values: readonly number[]): number {
  return percentile(values, 0.5);
}

/** The value below which `fraction` of the samples lie (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/**
 * Runs each measurement `repetitions` times, alternating which goes first, so a slow phase of the
 * machine (another process, thermal throttling) weighs on all of them alike. Returns every sample
 * per measurement, in the order given.
 */
export async function interleave<K extends string>(
  repetitions: number,
  measurements: Record<K, () => Promise<number>>,
): Promise<Record<K, number[]>> {
  const keys = Object.keys(measurements) as K[];
  const samples = Object.fromEntries(keys.map((key) => [key, [] as number[]])) as Record<K, number[]>;
  for (let round = 0; round < repetitions; round++) {
    const order = round % 2 === 0 ? keys : [...keys].reverse();
    for (const key of order) samples[key].push(await measurements[key]());
  }
  return samples;
}

export const KB = 1024;
