// Dutch texts of the bell's Signalen section (loaded with the open bell, not with the shell).

export { NOTIFICATION_TEXTS } from './texts.ts';

export const SIGNAL_TEXTS = {
  title: 'Signalen',
  severity: 'Ernst',
  reason: { raised: 'Nieuw signaal', reopened: 'Signaal heropend' },
} as const;
