import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

// The access rules of the contract, written out (the shell's first load stays small).
const INBOX = { allOf: ['invoice-check:read', 'wl:invoicecontrol'] } as const;
const REPORT = { allOf: ['organisation-report-invoice-check:read', 'mod:invoicecontrol'] } as const;

const customerPage = lazyPage(() => import('./pages/customer-audit-page.tsx'), 'CustomerAuditPage');

/** The invoice audit (issue 29): inbox, item, settings, customer tabs. */
export const invoiceAuditArea: Area = {
  name: 'invoice-audit',
  shellRoutes: [
    page(
      'invoice-audit/inbox',
      INBOX,
      lazyPage(() => import('./pages/inbox-page.tsx'), 'InvoiceAuditInboxPage'),
      { tab: 'beheer', label: 'Factuurcontrole', icon: 'shield' },
    ),
    page(
      'invoice-audit/:invoiceAuditId/edit',
      INBOX,
      lazyPage(() => import('./pages/edit-page.tsx'), 'InvoiceAuditEditPage'),
    ),
    page(
      'control/invoice-settings',
      { can: 'invoice-settings:read' },
      lazyPage(() => import('./pages/settings-page.tsx'), 'InvoiceSettingsPage'),
      { tab: 'beheer', label: 'Instellingen factuurcontrole', icon: 'settings' },
    ),
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
