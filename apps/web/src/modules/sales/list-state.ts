import { z } from 'zod';
import { DEAL_SORTS, DEAL_SOURCES, DEAL_STAGES } from '@energiek/contracts/sales';
import { choiceParam, pageParam, textParam } from '../../lib/use-list-state.ts';

// The sales screen's view, filters, sort and page in the URL (?view=lijst&q=…&stage=…&owner=…).

export const salesListState = z.object({
  view: choiceParam(['bord', 'lijst'], 'bord'),
  q: textParam(),
  stage: z.enum(['', ...DEAL_STAGES]).catch(''),
  owner: textParam(),
  source: z.enum(['', ...DEAL_SOURCES]).catch(''),
  sort: choiceParam(DEAL_SORTS as unknown as [string, ...string[]], '-updatedAt'),
  page: pageParam(),
});
export type SalesListState = z.output<typeof salesListState>;
