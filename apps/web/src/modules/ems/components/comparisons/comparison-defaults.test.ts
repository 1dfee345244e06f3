import { describe, expect, it } from 'vitest';
import type { EmsOverviewItem } from '@energiek/contracts/ems-overview';
import { comparisonState } from '../../api/ems-comparisons.ts';
import { withDefaults } from './comparison-defaults.ts';

const connection = (
  connectionId: number,
  product: number,
  lastInterval: string | null = '2026-11-23T22:45:00.000Z',
) => ({ connectionId, product, lastInterval }) as EmsOverviewItem;
// 4 has no data yet: it comes last
const list = [connection(4, 1, null), connection(3, 2), connection(5, 1), connection(7, 1), connection(9, 1)];
const empty = comparisonState.parse({});

describe('withDefaults', () => {
  it('compares last month with the same month a year earlier, on the first electricity connection', () => {
    expect(withDefaults(empty, '2026-11-24', list)).toMatchObject({
      kind: 'periods',
      from: '2026-10-01',
      to: '2026-11-01',
      compareFrom: '2025-10-01',
      connectionId: '5',
      connectionIds: '5,7',
    });
  });

  it('takes a gas connection for degree days and four whole weeks for the profile', () => {
    expect(withDefaults({ ...empty, kind: 'degree-days' }, '2026-11-24', list)).toMatchObject({
      connectionId: '3',
      from: '2026-08-01',
      to: '2026-11-01',
    });
    // 24-11-2026 is a Tuesday: the weeks of 26-10 … 22-11
    expect(withDefaults({ ...empty, kind: 'profile' }, '2026-11-24', list)).toMatchObject({
      from: '2026-10-26',
      to: '2026-11-23',
    });
  });

  it('starts a carpet or profile on a connection with quarters, not on one with day values only', () => {
    const days = { ...connection(2, 1), intervalMinutes: 1440 } as EmsOverviewItem;
    const quarters = { ...connection(6, 1), intervalMinutes: 15 } as EmsOverviewItem;
    const meters = [days, quarters];
    expect(withDefaults({ ...empty, kind: 'carpet' }, '2026-11-24', meters).connectionId).toBe('6');
    expect(withDefaults({ ...empty, kind: 'profile' }, '2026-11-24', meters).connectionId).toBe('6');
    // Period against period works on day values: the first one with data stays the start.
    expect(withDefaults(empty, '2026-11-24', meters).connectionId).toBe('2');
  });

  it('keeps what the URL chose', () => {
    const chosen = {
      ...empty,
      kind: 'carpet' as const,
      from: '2026-01-01',
      to: '2026-02-01',
      connectionId: '9',
    };
    expect(withDefaults(chosen, '2026-11-24', list)).toMatchObject({
      from: '2026-01-01',
      to: '2026-02-01',
      connectionId: '9',
    });
    expect(withDefaults({ ...empty, kind: 'connections' }, '2026-11-24', list)).toMatchObject({
      grain: 'month',
      from: '2025-11-01',
      to: '2026-11-01',
    });
  });
});
