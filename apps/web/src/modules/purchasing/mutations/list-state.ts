import { z } from 'zod';
import { MUTATION_SORTS, MUTATION_STATUSES, MUTATION_TYPES } from '@energiek/contracts/mutations';
import { choiceParam, pageParam, textParam } from '../../../lib/use-list-state.ts';

// The list's search, filters, sort and page in the URL (?q=…&status=…&type=…&sort=…&page=…).

const SORTS = MUTATION_SORTS.flatMap((s) => [s, `-${s}`]) as [string, ...string[]];

export const mutationListState = z.object({
  q: textParam(),
  status: z.enum(['', ...MUTATION_STATUSES]).catch(''),
  type: z.enum(['', ...MUTATION_TYPES]).catch(''),
  sort: choiceParam(SORTS, '-desiredDate'),
  page: pageParam(),
});
export type MutationListState = z.output<typeof mutationListState>;
