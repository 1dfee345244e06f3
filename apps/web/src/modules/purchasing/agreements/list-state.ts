import { z } from 'zod';
import { AGREEMENT_SORTS, AGREEMENT_STATUSES, PRICE_TYPES } from '@energiek/contracts/supply-agreements';
import { choiceParam, pageParam, textParam } from '../../../lib/use-list-state.ts';

// The list's view (list or radar), filters, sort and page in the URL.

const SORTS = AGREEMENT_SORTS.flatMap((s) => [s, `-${s}`]) as [string, ...string[]];

export const agreementListState = z.object({
  view: choiceParam(['list', 'radar'], 'list'),
  q: textParam(),
  customerId: textParam(),
  /** Shown in the customer filter (the id filters). */
  customerName: textParam(),
  supplierId: textParam(),
  product: z.enum(['', '1', '2']).catch(''),
  status: z.enum(['', ...AGREEMENT_STATUSES]).catch(''),
  priceType: z.enum(['', ...PRICE_TYPES]).catch(''),
  withinDays: choiceParam(['', '30', '60', '90', '180', '365'], ''),
  sort: choiceParam(SORTS, 'endDate'),
  page: pageParam(),
});
