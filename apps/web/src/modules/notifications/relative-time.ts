import { formatDate } from '@energiek/contracts/format';
import { NOTIFICATION_TEXTS } from './texts.ts';

/** 'zojuist', 'n minuten geleden', 'n uur geleden' within a day; DD/MM/YYYY after that. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return NOTIFICATION_TEXTS.justNow;
  if (minutes < 60) return NOTIFICATION_TEXTS.minutesAgo(minutes);
  if (minutes < 24 * 60) return NOTIFICATION_TEXTS.hoursAgo(Math.floor(minutes / 60));
  return formatDate(iso);
}
