import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

// The access rules of the contract, written out (the shell's first load stays small).
const INBOX = { allOf: ['invoice-check:read', 'wl:invoicecontrol'] } as const;
const REPORT = { allOf: ['organisation-report-invoice-check:read', 'mod:invoicecontrol'] } as const;

const customerPage = lazyPage(
  () => import('./pages/customer-audit-page.tsx'),
  (m) => m.CustomerAuditPage,
);

/** The invoice audit (issue 29): inbox, item, settings, customer tabs. */
export const invoiceAuditArea: Area = {
  name: 'invoice-audit',
  shellRoutes: [
    {
      path: 'invoice-audit/inbox',
      permission: INBOX,
      lazy: lazyPage(
        () => import('./pages/inbox-page.tsx'),
        (m) => m.InvoiceAuditInboxPage,
      ),
      menu: { tab: 'beheer', label: 'Factuurcontrole', icon: 'shield' },
    },
    {
      path: 'invoice-audit/:invoiceAuditId/edit',
      permission: INBOX,
      lazy: lazyPage(
        () => import('./pages/edit-page.tsx'),
        (m) => m.InvoiceAuditEditPage,
      ),
    },
    {
      path: 'control/invoice-settings',
      permission: { can: 'invoice-settings:read' },
      lazy: lazyPage(
        () => import('./pages/settings-page.tsx'),
        (m) => m.InvoiceSettingsPage,
      ),
      menu: { tab: 'beheer', label: 'Instellingen factuurcontrole', icon: 'settings' },
    },
  ],
  customerRoutes: [
    {
      path: 'invoice-audit',
      permission: REPORT,
      lazy: customerPage,
      menu: { tab: 'klant', label: 'Factuurcontrole', icon: 'shield' },
    },
    { path: 'invoice-audit/:connectionId', permission: REPORT, lazy: customerPage },
  ],
};
