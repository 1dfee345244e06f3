import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

const listPage = lazyPage(() => import('./pages/invoices-page.tsx'), 'InvoicesPage');
const editPage = lazyPage(() => import('./pages/invoice-edit-page.tsx'), 'InvoiceEditPage');
const showPage = lazyPage(() => import('./pages/invoice-show-page.tsx'), 'InvoiceShowPage');

const yearPage = lazyPage(() => import('./pages/invoice-year-page.tsx'), 'InvoiceYearPage');
const monthPage = lazyPage(() => import('./pages/invoice-month-page.tsx'), 'InvoiceMonthPage');

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

/**
 * The back office's overviews across customers (spec: invoices/year, invoices/month; invoices:read), an
 * area of its own so the menu lists them after Belastingen, as spec §2 does.
 */
export const invoiceOverviewsArea: Area = {
  name: 'invoice-overviews',
  shellRoutes: [
    {
      path: 'invoices/year',
      permission: { can: 'invoices:read' },
      lazy: yearPage,
      menu: { tab: 'beheer', label: 'Facturen per jaar', icon: 'layers' },
    },
    {
      path: 'invoices/month',
      permission: { can: 'invoices:read' },
      lazy: monthPage,
      menu: { tab: 'beheer', label: 'Facturen per maand', icon: 'layers' },
    },
  ],
};
