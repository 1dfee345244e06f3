import { useQuery } from '@tanstack/react-query';
import { emsOverviewSchema } from '@energiek/contracts/ems-overview';
import { AUTHORISATION_STATUSES } from '@energiek/contracts/data-authorisations';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { choiceParam, textParam } from '../../../lib/use-list-state.ts';

// GET customers/{customerId}/ems/overview (organisation-report-ems:read + mod:ems). The list is held
// whole (a customer's EMS connections); filters and sort live in the URL.

export const OVERVIEW_SORTS = [
  'ean',
  '-ean',
  'lastInterval',
  '-lastInterval',
  'completeness',
  '-completeness',
  'usage',
  '-usage',
  'peak',
  '-peak',
  'authorisation',
  '-authorisation',
] as const;

export const overviewListState = z.object({
  q: textParam(),
  product: z.enum(['', '1', '2']).catch(''),
  authorisation: z.enum(['', ...AUTHORISATION_STATUSES]).catch(''),
  exceeded: z.enum(['', '1']).catch(''),
  sort: choiceParam(OVERVIEW_SORTS, 'ean'),
});
export type OverviewFilters = z.output<typeof overviewListState>;

export function useEmsOverview(customerId: number) {
  return useQuery({
    queryKey: ['customers', customerId, 'ems', 'overview'],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/ems/overview`, { schema: emsOverviewSchema, signal }),
  });
}
