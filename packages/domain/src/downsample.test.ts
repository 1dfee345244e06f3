import { describe, expect, it } from 'vitest';
import { minMaxIndices } from './downsample.ts';

describe('min/max downsampling', () => {
  it('keeps every point when they fit', () => {
    expect(minMaxIndices([3, 1, 2], 3)).toEqual([0, 1, 2]);
  });

  it('keeps the lowest and highest of each run in order', () => {
    // 8 points, 4 allowed: runs [0..3] and [4..7]
    expect(minMaxIndices([5, 9, 1, 4, 2, 2, 8, 3], 4)).toEqual([1, 2, 4, 6]);
  });

  it('keeps one point of a flat run and the first of an empty run', () => {
    expect(minMaxIndices([1, 1, null, null], 2)).toEqual([0]);
    expect(minMaxIndices([null, null, 7, 7, 2, 9], 6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(minMaxIndices([null, null, 7, 7], 2)).toEqual([2]);
    expect(minMaxIndices([null, null, 7, 8], 4)).toEqual([0, 1, 2, 3]);
    expect(minMaxIndices([null, null, null, null, 4, 1], 4)).toEqual([0, 4, 5]);
  });

  it('brings a year of quarters under the limit and keeps the peak', () => {
    const values = Array.from({ length: 35_040 }, (_, i) => (i === 20_000 ? 999 : (i % 96) / 10));
    const kept = minMaxIndices(values, 2000);
    expect(kept.length).toBeLessThanOrEqual(2000);
    expect(kept).toContain(20_000);
    expect([...kept].sort((a, b) => a - b)).toEqual(kept);
  });
});
