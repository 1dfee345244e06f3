import { z } from 'zod';
import { INBOX_SORTS, INBOX_STATUSES } from '@energiek/contracts/inbox';
import { choiceParam, pageParam, textParam } from '../../lib/use-list-state.ts';

// The list's filters, sort, page and the open message in the URL (?q=…&status=…&bericht=…).

const SORTS = INBOX_SORTS.flatMap((s) => [s, `-${s}`]) as [string, ...string[]];

export const inboxListState = z.object({
  q: textParam(),
  status: choiceParam(INBOX_STATUSES, 'open'),
  unread: choiceParam(['', '1'], ''),
  mine: choiceParam(['', '1'], ''),
  sort: choiceParam(SORTS, '-receivedAt'),
  page: pageParam(),
  bericht: z.coerce.number().int().min(0).catch(0),
});
export type InboxListState = z.output<typeof inboxListState>;
