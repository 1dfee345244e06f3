import { useQuery } from '@tanstack/react-query';
import {
  COMPARISON_GRAINS,
  COMPARISON_KINDS,
  PROFILE_RESOLUTIONS,
  comparisonSchema,
} from '@energiek/contracts/ems-comparisons';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { choiceParam } from '../../../lib/use-list-state.ts';

// GET customers/{customerId}/ems/comparisons. The screen's choices live in the URL.

const day = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .catch('');

export const comparisonState = z.object({
  kind: choiceParam(COMPARISON_KINDS, 'periods'),
  connectionId: z.string().regex(/^\d+$/).catch(''),
  connectionIds: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .catch(''),
  from: day(),
  to: day(),
  compareFrom: day(),
  grain: choiceParam(COMPARISON_GRAINS, 'day'),
  resolution: choiceParam(PROFILE_RESOLUTIONS, 'quarter'),
});
export type ComparisonState = z.output<typeof comparisonState>;

/** Whether the state names everything its kind needs (no request before). */
export function isComplete(state: ComparisonState): boolean {
  if (!state.from || !state.to) return false;
  if (state.kind === 'connections') return state.connectionIds.split(',').filter(Boolean).length >= 2;
  if (!state.connectionId) return false;
  if (state.kind === 'periods' || state.kind === 'degree-days') return state.compareFrom !== '';
  return true;
}

/** The query the API gets: only the fields the kind uses (the cache key too). */
export function comparisonQuery(state: ComparisonState) {
  const single = state.kind !== 'connections';
  const twoPeriods = state.kind === 'periods' || state.kind === 'degree-days';
  const shape = state.kind === 'profile' || state.kind === 'carpet';
  return {
    kind: state.kind,
    connectionId: single ? state.connectionId : undefined,
    connectionIds: single ? undefined : state.connectionIds,
    from: state.from,
    to: state.to,
    compareFrom: twoPeriods ? state.compareFrom : undefined,
    grain: shape ? undefined : state.grain,
    resolution: shape ? state.resolution : undefined,
  };
}

export function useEmsComparison(customerId: number, state: ComparisonState) {
  const query = comparisonQuery(state);
  return useQuery({
    queryKey: ['customers', customerId, 'ems', 'comparisons', query],
    enabled: isComplete(state),
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/ems/comparisons`, { query, schema: comparisonSchema, signal }).then(
        (r) => r.data,
      ),
  });
}
