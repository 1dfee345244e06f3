import { z } from 'zod';
import { choiceParam, pageParam, textParam } from '../../lib/use-list-state.ts';

// The list screens' state in the URL. Apart from api/actions.ts, which the top bar's counter loads
// with the shell: these belong to the lazily loaded pages.

/** The overview's state in the URL (/v3/actions?scope=…&status=…&customerId=…&q=…&sort=…&page=…). */
export const overviewListState = z.object({
  /** The tab: mine, all or overdue. */
  scope: choiceParam(['mine', 'all', 'overdue'], 'mine'),
  status: textParam(),
  assigneeId: z.coerce.number().int().min(0).catch(0),
  customerId: z.coerce.number().int().min(0).catch(0),
  /** The chosen customer's name, so the picker shows it after a reload. */
  customerName: textParam(),
  q: textParam(),
  sort: textParam(),
  page: pageParam(),
});
export type OverviewListState = z.output<typeof overviewListState>;

/** The customer list's state in the URL (/v3/customers/{id}/actions?type=…&q=…&sort=…&page=…). */
export const customerActionListState = z.object({
  type: z.enum(['', 'action', 'note']).catch(''),
  q: textParam(),
  sort: textParam(),
  page: pageParam(),
});
