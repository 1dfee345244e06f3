import { describe, expect, it } from 'vitest';
import type { EmsOverviewItem } from '@energiek/contracts/ems-overview';
import { comparisonState } from '../../api/ems-comparisons.ts';
import { withDefaults } from './comparison-defaults.ts';

const connection = (connectionId: number, product: number) => ({ connectionId, product }) as EmsOverviewItem;
const list = [connection(3, 2), connection(5, 1), connection(7, 1), connection(9, 1)];
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
