import { z } from 'zod';
import { HOUR_SORTS } from '@energiek/contracts/hours';
import { choiceParam, pageParam, textParam } from '../../lib/use-list-state.ts';
import type { HourFilters } from './api/hours.ts';
import { periodFor } from './period.ts';

// The hours list's state in the URL (/v3/hours?from=…&to=…&source=…&q=…&userId=…&customerId=…&sort=…&page=…):
// a reload or a shared link shows the same entries. The period defaults to this month.

/** 'all' in the URL: no bound (an absent parameter means this month's bound). */
const OPEN = 'all';
const day = (fallback: () => string | null) =>
  z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2}|all)$/)
    .catch(() => fallback() ?? OPEN);

export const hourListState = z.object({
  from: day(() => periodFor('month').from),
  to: day(() => periodFor('month').to),
  source: z.enum(['', 'timer', 'manual']).catch(''),
  q: textParam(),
  userId: z.coerce.number().int().min(0).catch(0),
  customerId: z.coerce.number().int().min(0).catch(0),
  /** The chosen customer's name, so the filter shows it after a reload. */
  customerName: textParam(),
  sort: choiceParam(HOUR_SORTS, '-date'),
  page: pageParam(),
});
export type HourListState = z.output<typeof hourListState>;

/** The API's filters of a list state. */
export function toHourFilters(state: HourListState): HourFilters {
  return {
    userId: state.userId || null,
    customerId: state.customerId || null,
    from: state.from === OPEN ? null : state.from,
    to: state.to === OPEN ? null : state.to,
    source: state.source,
    q: state.q,
  };
}

/** The list state's patch of changed API filters. */
export function fromHourFilters(next: Partial<HourFilters>): Partial<HourListState> {
  const patch: Partial<HourListState> = {};
  if ('from' in next) patch.from = next.from ?? OPEN;
  if ('to' in next) patch.to = next.to ?? OPEN;
  if ('userId' in next) patch.userId = next.userId ?? 0;
  if (next.source !== undefined) patch.source = next.source;
  if (next.q !== undefined) patch.q = next.q;
  return patch;
}

const FILTER_KEYS = ['from', 'to', 'source', 'q', 'userId', 'customerId'] as const;

/** Whether any filter differs from the default (this month, every source, user and customer). */
export function filtersActive(state: HourListState): boolean {
  const defaults = hourListState.parse({});
  return FILTER_KEYS.some((key) => state[key] !== defaults[key]);
}
