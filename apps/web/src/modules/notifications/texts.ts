// Dutch texts of the notification popout (spec §4 Notification).

export const NOTIFICATION_TEXTS = {
  button: 'Meldingen',
  buttonUnread: 'Meldingen, er zijn ongelezen meldingen',
  title: 'Actiemeldingen',
  empty: 'Geen meldingen',
  loading: 'Meldingen laden…',
  failed: 'De meldingen konden niet worden geladen.',
  markUnread: 'Markeren als ongelezen',
  unread: 'Ongelezen',
  deadline: 'Deadline',
  status: 'Status',
  customer: 'Klant',
  actionBy: 'Door',
  justNow: 'zojuist',
  minutesAgo: (n: number) => (n === 1 ? '1 minuut geleden' : `${n} minuten geleden`),
  hoursAgo: (n: number) => `${n} uur geleden`,
} as const;
