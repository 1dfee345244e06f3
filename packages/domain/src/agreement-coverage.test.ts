import { describe, expect, it } from 'vitest';
import { coverageOf } from './agreement-coverage.ts';

const window = { from: '2026-01-01', to: '2027-12-31' };

describe('coverageOf', () => {
  it('finds the gap between two agreements and the days before the first', () => {
    expect(
      coverageOf(
        [
          { from: '2026-03-01', to: '2026-12-31' },
          { from: '2027-02-01', to: '2028-06-30' },
        ],
        window,
      ),
    ).toEqual({
      gaps: [
        { from: '2026-01-01', to: '2026-02-28' },
        { from: '2027-01-01', to: '2027-01-31' },
      ],
      overlaps: [],
    });
  });

  it('finds an overlap and merges touching ranges', () => {
    expect(
      coverageOf(
        [
          { from: '2025-01-01', to: '2026-06-30' },
          { from: '2026-07-01', to: '2026-12-31' },
          { from: '2026-12-01', to: '2027-12-31' },
        ],
        window,
      ),
    ).toEqual({ gaps: [], overlaps: [{ from: '2026-12-01', to: '2026-12-31' }] });
  });

  it('is one gap without agreements', () => {
    expect(coverageOf([], window)).toEqual({ gaps: [window], overlaps: [] });
  });
});
