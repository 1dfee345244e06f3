// Downsampling a long series for a chart without inventing values: the series is cut into equal runs
// and each run keeps its lowest and its highest point (in their order), so peaks and dips survive.
// The points kept are the exact originals; tables and exports use the whole series.

/** Indices (ascending) of at most `maxPoints` points of `values` to draw; all of them when they fit. */
export function minMaxIndices(values: ReadonlyArray<number | null>, maxPoints: number): number[] {
  const n = values.length;
  if (n <= maxPoints) return Array.from({ length: n }, (_, i) => i);
  const runs = Math.max(1, Math.floor(maxPoints / 2));
  const kept: number[] = [];
  for (let run = 0; run < runs; run++) {
    const begin = Math.floor((run * n) / runs);
    const end = Math.floor(((run + 1) * n) / runs);
    let min = -1;
    let max = -1;
    for (let i = begin; i < end; i++) {
      const value = values[i];
      if (value === null || value === undefined) continue;
      if (min === -1 || value < (values[min] as number)) min = i;
      if (max === -1 || value > (values[max] as number)) max = i;
    }
    // a run without values keeps its first point, so the gap still shows
    if (min === -1) kept.push(begin);
    else if (min === max) kept.push(min);
    else kept.push(Math.min(min, max), Math.max(min, max));
  }
  return kept;
}
