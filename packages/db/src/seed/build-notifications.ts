import { localDayOf } from '@energiek/domain/local-time';
import { addDays } from '@energiek/domain/calendar';
import type { NewActionNotification } from '../schema/notifications.ts';

// Demo action notifications for admin@energiek.nl, raised by colleagues (never by the recipient).
// The actions area arrives later, so action_id stays null and the snapshot carries what the list shows.

type DemoNotification = Omit<NewActionNotification, 'userId' | 'actorId' | 'customerId' | 'createdAt'> & {
  customer: number;
  actor: 'accountManager' | 'colleague';
  minutesAgo: number;
  deadlineInDays: number | null;
};

const DEMO_NOTIFICATIONS: DemoNotification[] = [
  {
    type: 3,
    customer: 0,
    actor: 'accountManager',
    minutesAgo: 12,
    deadlineInDays: 7,
    action: { subject: 'Jaarafrekening elektriciteit controleren', deadline: null, statusName: 'Open' },
  },
  {
    type: 1,
    customer: 1,
    actor: 'colleague',
    minutesAgo: 95,
    deadlineInDays: 14,
    action: {
      subject: 'Offerte zonnepanelen bespreken met klant',
      deadline: null,
      statusName: 'In behandeling',
    },
  },
  {
    type: 2,
    customer: 2,
    actor: 'accountManager',
    minutesAgo: 60 * 26,
    deadlineInDays: null,
    action: { subject: 'Energiecontract 2027 verlengen', deadline: null, statusName: 'Wacht op klant' },
  },
  {
    type: 4,
    customer: 0,
    actor: 'colleague',
    minutesAgo: 60 * 24 * 9,
    deadlineInDays: -2,
    action: { subject: 'Meterstanden gasaansluiting opvragen', deadline: null, statusName: 'Afgerond' },
    isRead: true,
  },
];

/** YYYY-MM-DD of a day relative to today in Amsterdam. */
function dayFromNow(now: Date, days: number): string {
  return addDays(localDayOf(now), days);
}

export function buildDemoNotifications(
  ids: { recipient: number; accountManager: number; colleague: number; customers: readonly number[] },
  now: Date = new Date(),
): NewActionNotification[] {
  return DEMO_NOTIFICATIONS.flatMap(({ customer, actor, minutesAgo, deadlineInDays, action, ...rest }) => {
    const customerId = ids.customers[customer];
    if (customerId === undefined) return [];
    return [
      {
        ...rest,
        userId: ids.recipient,
        actorId: ids[actor],
        customerId,
        actionId: null,
        action: { ...action, deadline: deadlineInDays === null ? null : dayFromNow(now, deadlineInDays) },
        createdAt: new Date(now.getTime() - minutesAgo * 60_000),
      },
    ];
  });
}
