import { z } from 'zod';
import { TAX_OVERVIEW_SORTS } from '@energiek/contracts/tax-overview';
import { choiceParam, pageParam, textParam } from '../../lib/use-list-state.ts';

// /v3/taxes in the URL: the tab, the customer, year and product filters, the overview's sort and page, so a
// reload or a shared link shows the same view. The year defaults to last year (the last complete one).

export const TAX_TABS = ['overview', 'finder', 'calculator'] as const;
const lastYear = () => new Date().getFullYear() - 1;

export const taxesListState = z.object({
  tab: choiceParam(TAX_TABS, 'overview'),
  customerId: z.coerce.number().int().min(0).catch(0),
  /** The chosen customer's name, so the filter shows it after a reload. */
  customerName: textParam(),
  year: z.coerce.number().int().min(2000).max(2100).catch(lastYear),
  product: z.enum(['', '1', '2']).catch(''),
  sort: choiceParam(
    TAX_OVERVIEW_SORTS.flatMap((s) => [s, `-${s}`]) as unknown as readonly [string, ...string[]],
    'customerName',
  ),
  page: pageParam(),
});
export type TaxesListState = z.output<typeof taxesListState>;
