import type { ComponentType } from 'react';

// Panels another area adds to the invoice page (the invoice audit's result): the app registers them
// (app/invoice-panels.ts), the invoices module renders them, so neither module imports the other.

export type InvoicePanel = ComponentType<{ customerId: number; invoiceId: number }>;

const panels: InvoicePanel[] = [];

export function registerInvoicePanel(panel: InvoicePanel): void {
  if (!panels.includes(panel)) panels.push(panel);
}

export function invoicePanels(): readonly InvoicePanel[] {
  return panels;
}
