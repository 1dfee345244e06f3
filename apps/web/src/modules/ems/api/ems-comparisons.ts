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

export function useEmsComparison(customerId: number, state: ComparisonState) {
  const complete = isComplete(state);
  return useQuery({
    queryKey: ['customers', customerId, 'ems', 'comparisons', state],
    enabled: complete,
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/ems/comparisons`, {
        query: {
          kind: state.kind,
          connectionId: state.kind === 'connections' ? undefined : state.connectionId,
          connectionIds: state.kind === 'connections' ? state.connectionIds : undefined,
          from: state.from,
          to: state.to,
          compareFrom:
            state.kind === 'periods' || state.kind === 'degree-days' ? state.compareFrom : undefined,
          grain: state.grain,
          resolution: state.resolution,
        },
        schema: comparisonSchema,
        signal,
      }).then((r) => r.data),
  });
}
