import { z } from 'zod';
import { TAX_REQUEST_SORTS, TAX_REQUEST_STATUSES, TAX_REQUEST_TYPES } from '@energiek/contracts/tax-requests';
import { choiceParam, pageParam } from '../../lib/use-list-state.ts';

// The list's filters, sort and page in the URL (?status=…&type=…&sort=…&page=…).

const SORTS = TAX_REQUEST_SORTS.flatMap((s) => [s, `-${s}`]) as [string, ...string[]];

export const taxRequestListState = z.object({
  status: z.enum(['', ...TAX_REQUEST_STATUSES]).catch(''),
  type: z.enum(['', ...TAX_REQUEST_TYPES]).catch(''),
  sort: choiceParam(SORTS, 'deadline'),
  page: pageParam(),
});
