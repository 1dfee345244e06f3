import { PRODUCT_GAS } from '@energiek/contracts/connections';
import type { EmsOverviewItem } from '@energiek/contracts/ems-overview';
import { addBuckets, bucketStart } from '@energiek/domain/buckets';
import { addLocalDays } from '@energiek/domain/local-time';
import type { ComparisonState } from '../../api/ems-comparisons.ts';

// What the comparisons screen shows before the user chose: sensible periods per kind (local days, `to`
// exclusive) and the first fitting connection. Only empty fields are filled; the URL keeps the choices.

export function withDefaults(
  state: ComparisonState,
  today: string,
  connections: readonly EmsOverviewItem[],
): ComparisonState {
  const month = bucketStart(today, 'month');
  const week = bucketStart(today, 'week');
  const periods: Record<ComparisonState['kind'], { from: string; to: string }> = {
    periods: { from: addBuckets(month, 'month', -1), to: month },
    'degree-days': { from: addBuckets(month, 'month', -3), to: month },
    connections: { from: addBuckets(month, 'month', -12), to: month },
    profile: { from: addLocalDays(week, -28), to: week },
    carpet: { from: addLocalDays(today, -28), to: today },
  };
  const range = periods[state.kind];
  const from = state.from || range.from;
  const to = state.to || range.to;
  const wantGas = state.kind === 'degree-days';
  // Connections with data first: an empty carpet is no good start. A profile or carpet needs quarters or
  // hours: a connection with day values only (meter readings) comes after those.
  const byQuarters = state.kind === 'profile' || state.kind === 'carpet';
  const rank = (c: EmsOverviewItem) =>
    (c.lastInterval !== null ? 1 : 0) +
    (byQuarters && c.intervalMinutes !== null && c.intervalMinutes < 1440 ? 2 : 0);
  const withData = [...connections].sort((a, b) => rank(b) - rank(a));
  const fitting = withData.filter((c) => (c.product === PRODUCT_GAS) === wantGas);
  const firstTwo = withData.filter((c) => c.product !== PRODUCT_GAS).slice(0, 2);
  return {
    ...state,
    from,
    to,
    compareFrom: state.compareFrom || addBuckets(from, 'year', -1),
    connectionId: state.connectionId || String(fitting[0]?.connectionId ?? ''),
    connectionIds: state.connectionIds || firstTwo.map((c) => c.connectionId).join(','),
    grain: state.kind === 'connections' && !state.from && state.grain === 'day' ? 'month' : state.grain,
  };
}
