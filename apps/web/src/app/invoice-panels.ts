import { lazy } from 'react';
import { registerInvoicePanel } from '../lib/invoice-panels.ts';

// The invoice audit's result on the invoice page (issue 29), loaded with that page.
registerInvoicePanel(
  lazy(() =>
    import('../modules/invoice-audit/components/invoice-audit-card.tsx').then((m) => ({
      default: m.InvoiceAuditCard,
    })),
  ),
);
