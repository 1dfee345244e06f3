import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

const listPage = lazyPage(
  () => import('./pages/invoices-page.tsx'),
  (m) => m.InvoicesPage,
);
const editPage = lazyPage(
  () => import('./pages/invoice-edit-page.tsx'),
  (m) => m.InvoiceEditPage,
);
const showPage = lazyPage(
  () => import('./pages/invoice-show-page.tsx'),
  (m) => m.InvoiceShowPage,
);

/** Invoices (spec: customers/{customerId}/invoices, create, {invoiceId}/edit, {invoiceId}/show). */
export const invoicesArea: Area = {
  name: 'invoices',
  customerRoutes: [
    {
      path: 'invoices',
      permission: { can: 'organisation-invoices:read' },
      lazy: listPage,
      menu: { tab: 'klant', label: 'Facturen', icon: 'layers' },
    },
    { path: 'invoices/create', permission: { can: 'organisation-invoices:write' }, lazy: editPage },
    { path: 'invoices/:invoiceId/edit', permission: { can: 'organisation-invoices:write' }, lazy: editPage },
    { path: 'invoices/:invoiceId/show', permission: { can: 'organisation-invoices:read' }, lazy: showPage },
  ],
};
