import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

// INBOX_ACCESS of the contract, written out here: importing the contract would put its schemas into the
// shell's first load (router.test.ts checks these rules).
const INBOX_ACCESS = { allOf: ['wl:inbox', 'support-email-inbox:read'] } as const;

/** The support inbox (issue 11): e-mail received for the consultancy's support address. */
export const inboxArea: Area = {
  name: 'inbox',
  shellRoutes: [
    page(
      'inbox',
      INBOX_ACCESS,
      lazyPage(() => import('./pages/inbox-page.tsx'), 'InboxPage'),
      { tab: 'beheer', label: 'Inbox', icon: 'mail' },
    ),
  ],
};
